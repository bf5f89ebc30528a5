<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>(could not read {0}: {1})</source>
            <translation>(no se pudo leer {0}: {1})</translation>
        </message>
        <message>
            <source>{0}: third-party notices</source>
            <translation>{0}: avisos de terceros</translation>
        </message>
        <message>
            <source>various</source>
            <translation>varias</translation>
        </message>
        <message>
            <source>see the package</source>
            <translation>ver el paquete</translation>
        </message>
        <message>
            <source>Licence: {0}</source>
            <translation>Licencia: {0}</translation>
        </message>
        <message>
            <source>see the model's page</source>
            <translation>ver la página del modelo</translation>
        </message>
        <message>
            <source>Source: {0}</source>
            <translation>Fuente: {0}</translation>
        </message>
        <message>
            <source>Model: {0}</source>
            <translation>Modelo: {0}</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>About {0}</source>
            <translation>Acerca de {0}</translation>
        </message>
        <message>
            <source>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Version {1}&lt;br&gt;Private, local LLM chat. Nothing you type leaves this computer.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Versión {1}&lt;br&gt;Chat con LLM privado y local. Nada de lo que escribes sale de este equipo.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>Componente</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Versión</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy these versions, e.g. for a bug report</source>
            <translation>Copiar estas versiones, por ejemplo para un informe de error</translation>
        </message>
        <message>
            <source>Versions</source>
            <translation>Versiones</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Licencias</translation>
        </message>
    </context>
    <context>
        <name>AccelDialog</name>
        <message>
            <source>Enable {0}</source>
            <translation>Activar {0}</translation>
        </message>
        <message>
            <source>Looking up the download for {0}…</source>
            <translation>Buscando la descarga de {0}…</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Download progress</source>
            <translation>Progreso de la descarga</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Descargar</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Cancel download</source>
            <translation>Cancelar la descarga</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>{0}: everything it needs is already installed.</source>
            <translation>{0}: todo lo necesario ya está instalado.</translation>
        </message>
        <message numerus="yes">
            <source>{0}: {1} download (%n package(s) from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</source>
            <translation>
                <numerusform>{0}: descarga de {1} (%n paquete de PyPI), instalada en la carpeta propia de Hearth. Puedes pausar y reanudar; no se cambia nada hasta que cada archivo esté descargado y verificado.</numerusform>
                <numerusform>{0}: descarga de {1} (%n paquetes de PyPI), instalada en la carpeta propia de Hearth. Puedes pausar y reanudar; no se cambia nada hasta que cada archivo esté descargado y verificado.</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} de {1}</translation>
        </message>
        <message>
            <source>Paused. The downloaded part of {0} is kept: resume now or later.</source>
            <translation>En pausa. Se conserva la parte descargada de {0}: reanuda ahora o más tarde.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reanudar</translation>
        </message>
        <message>
            <source>Cancelled; the downloaded part was deleted.</source>
            <translation>Cancelado; se eliminó la parte descargada.</translation>
        </message>
        <message>
            <source>{0} is installed. The model is loaded again to use it.</source>
            <translation>{0} está instalado. El modelo se vuelve a cargar para usarlo.</translation>
        </message>
        <message>
            <source>{0} could not be installed: {1}</source>
            <translation>No se pudo instalar {0}: {1}</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message numerus="yes">
            <source>%n download(s) left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</source>
            <translation>
                <numerusform>%n descarga quedó sin terminar cuando Hearth se cerró por última vez; está en pausa y seguirá desde donde se detuvo cuando la reanudes.</numerusform>
                <numerusform>%n descargas quedaron sin terminar cuando Hearth se cerró por última vez; están en pausa y seguirán desde donde se detuvieron cuando las reanudes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Show downloads</source>
            <translation>Mostrar descargas</translation>
        </message>
        <message numerus="yes">
            <source>%n reply(s) still being written when Hearth last closed; what was saved is kept and marked as interrupted.</source>
            <translation>
                <numerusform>%n respuesta aún se estaba escribiendo cuando Hearth se cerró por última vez; lo guardado se conserva y se marca como interrumpido.</numerusform>
                <numerusform>%n respuestas aún se estaban escribiendo cuando Hearth se cerró por última vez; lo guardado se conserva y se marca como interrumpido.</numerusform>
            </translation>
        </message>
        <message>
            <source>Documents are unavailable: the documents database could not be opened ({0}).</source>
            <translation>Los documentos no están disponibles: no se pudo abrir la base de datos de documentos ({0}).</translation>
        </message>
        <message>
            <source>Hearth can't open your conversations</source>
            <translation>Hearth no puede abrir tus conversaciones</translation>
        </message>
        <message>
            <source>{0}

Hearth will close so nothing is lost. If the file came from a newer Hearth, update this one; otherwise move the file aside and start again.</source>
            <translation>{0}

Hearth se cerrará para que no se pierda nada. Si el archivo viene de un Hearth más reciente, actualiza este; si no, aparta el archivo y vuelve a empezar.</translation>
        </message>
    </context>
    <context>
        <name>AttachmentChips</name>
        <message>
            <source>Files attached to this chat</source>
            <translation>Archivos adjuntos a este chat</translation>
        </message>
        <message>
            <source>Attached:</source>
            <translation>Adjuntos:</translation>
        </message>
        <message>
            <source>{0}
{1}
This chat's questions are answered from it. Click to take it out of the chat.</source>
            <translation>{0}
{1}
Las preguntas de este chat se responden a partir de él. Haz clic para quitarlo del chat.</translation>
        </message>
        <message>
            <source>Remove {0} from this chat</source>
            <translation>Quitar {0} de este chat</translation>
        </message>
    </context>
    <context>
        <name>CatalogView</name>
        <message>
            <source>see images</source>
            <translation>ven imágenes</translation>
        </message>
        <message>
            <source>think before they answer</source>
            <translation>razonan antes de responder</translation>
        </message>
        <message>
            <source>Preferences → Privacy &amp; network</source>
            <translation>Preferencias → Privacidad y red</translation>
        </message>
        <message>
            <source>Gated: accept the licence on huggingface.co and add your access token under {0} before downloading.</source>
            <translation>Acceso restringido: acepta la licencia en huggingface.co y añade tu token de acceso en {0} antes de descargar.</translation>
        </message>
        <message>
            <source>{0} columns</source>
            <translation>Columnas de {0}</translation>
        </message>
        <message>
            <source>Recommended model</source>
            <translation>Modelo recomendado</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Descargar</translation>
        </message>
        <message>
            <source>Download the recommended model</source>
            <translation>Descargar el modelo recomendado</translation>
        </message>
        <message>
            <source>Curated models</source>
            <translation>Modelos seleccionados</translation>
        </message>
        <message>
            <source>Models shown</source>
            <translation>Modelos mostrados</translation>
        </message>
        <message>
            <source>Show all models</source>
            <translation>Mostrar todos los modelos</translation>
        </message>
        <message>
            <source>Show every model of the catalog</source>
            <translation>Mostrar todos los modelos del catálogo</translation>
        </message>
        <message>
            <source>Download for this computer</source>
            <translation>Descargar para este equipo</translation>
        </message>
        <message>
            <source>Download the selected model for this computer</source>
            <translation>Descargar el modelo seleccionado para este equipo</translation>
        </message>
        <message>
            <source>All variants…</source>
            <translation>Todas las variantes…</translation>
        </message>
        <message>
            <source>Show every variant of the selected model</source>
            <translation>Mostrar todas las variantes del modelo seleccionado</translation>
        </message>
        <message>
            <source>Curated models known to run in Hearth; hover a badge for the numbers.</source>
            <translation>Modelos seleccionados que funcionan en Hearth; pasa el ratón por una insignia para ver las cifras.</translation>
        </message>
        <message>
            <source>Memory speed</source>
            <translation>Velocidad de memoria</translation>
        </message>
        <message>
            <source>Measure again</source>
            <translation>Volver a medir</translation>
        </message>
        <message>
            <source>Measure this computer's memory speed again (best when it is quiet)</source>
            <translation>Volver a medir la velocidad de memoria de este equipo (mejor cuando esté tranquilo)</translation>
        </message>
        <message>
            <source>Measuring this computer's memory speed…</source>
            <translation>Midiendo la velocidad de memoria de este equipo…</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed: the speeds here are unknown.</source>
            <translation>Hearth no pudo medir la velocidad de memoria de este equipo: las velocidades de aquí son desconocidas.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s, measured while the computer was busy: the speeds here are likely low. Measure again when it is quiet.</source>
            <translation>Velocidad de memoria {0:.0f} GB/s, medida con el equipo ocupado: las velocidades de aquí probablemente se quedan cortas. Vuelve a medir cuando esté tranquilo.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s (measured): the speeds here are forecast from it.</source>
            <translation>Velocidad de memoria {0:.0f} GB/s (medida): las velocidades de aquí se estiman a partir de ella.</translation>
        </message>
        <message>
            <source> · gated</source>
            <translation> · acceso restringido</translation>
        </message>
        <message>
            <source>Not for this computer</source>
            <translation>No es para este equipo</translation>
        </message>
        <message>
            <source>Recommended for this computer.</source>
            <translation>Recomendado para este equipo.</translation>
        </message>
        <message>
            <source>{0} tokens of context: how much of a conversation the model can read at once</source>
            <translation>{0} tokens de contexto: cuánto de una conversación puede leer el modelo a la vez</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth no pudo medir la velocidad de memoria de este equipo.</translation>
        </message>
        <message>
            <source>Best variant here: {0} on {1}.
{2}</source>
            <translation>Mejor variante aquí: {0} en {1}.
{2}</translation>
        </message>
        <message>
            <source>(root)</source>
            <translation>(raíz)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>Hecho para {0}, que este equipo no tiene.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1}, {2} download, runs on {3})&lt;br&gt;{4}</source>
            <translation>&lt;b&gt;Recomendado para este equipo: {0}&lt;/b&gt; ({1}, descarga de {2}, funciona en {3})&lt;br&gt;{4}</translation>
        </message>
        <message>
            <source>{0} Search Hugging Face, or import a model folder under Installed.</source>
            <translation>{0} Busca en Hugging Face o importa una carpeta de modelo en Instalados.</translation>
        </message>
        <message>
            <source>Only the models that {0}: {1} of {2}.</source>
            <translation>Solo los modelos que {0}: {1} de {2}.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>No disponible: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ChatController</name>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>No se pudo guardar el cambio: {0}.</translation>
        </message>
        <message>
            <source>That conversation no longer exists (deleted?).</source>
            <translation>Esa conversación ya no existe (¿eliminada?).</translation>
        </message>
        <message>
            <source>Stop the reply, or wait for it, to switch versions.</source>
            <translation>Detén la respuesta, o espérala, para cambiar de versión.</translation>
        </message>
        <message>
            <source>Your message was not sent: {0}. It is still in the box below; free some space and send again.</source>
            <translation>Tu mensaje no se envió: {0}. Sigue en el cuadro de abajo; libera espacio y envíalo de nuevo.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited.</source>
            <translation>Solo se pueden editar tus propios mensajes.</translation>
        </message>
        <message>
            <source>The edit was not sent: {0}.</source>
            <translation>La edición no se envió: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ChatPane</name>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>No model loaded: choose one at the top (Ctrl+L)</source>
            <translation>No hay ningún modelo cargado: elige uno arriba (Ctrl+L)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Type a message below and press Enter (Shift+Enter for a new line). Ctrl+N starts a new chat, F1 lists every shortcut.</source>
            <translation>Escribe un mensaje abajo y pulsa Intro (Mayús+Intro para una línea nueva). Ctrl+N inicia un chat nuevo, F1 muestra todos los atajos.</translation>
        </message>
        <message>
            <source>You are talking to the demo model (SmolLM2 135M): a small offline model for trying Hearth, quick but often wrong. For real work choose a model at the top (Ctrl+L) or download one in Models.</source>
            <translation>Estás hablando con el modelo de demostración (SmolLM2 135M): un modelo pequeño sin conexión para probar Hearth, rápido pero a menudo equivocado. Para trabajar de verdad, elige un modelo arriba (Ctrl+L) o descarga uno en Modelos.</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>Aviso</translation>
        </message>
        <message>
            <source>Show them</source>
            <translation>Mostrarlos</translation>
        </message>
        <message>
            <source>Load the model again</source>
            <translation>Volver a cargar el modelo</translation>
        </message>
        <message>
            <source>The engine stopped. Load the model again to go on.</source>
            <translation>El motor se detuvo. Vuelve a cargar el modelo para continuar.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Cargando {0}…</translation>
        </message>
        <message>
            <source>The device that failed</source>
            <translation>El dispositivo que falló</translation>
        </message>
        <message>
            <source>{0} runs on {1} because {2}. {3} will be skipped for this model from now on (the status bar menu can try all devices again).</source>
            <translation>{0} funciona en {1} porque {2}. {3} se omitirá para este modelo a partir de ahora (el menú de la barra de estado puede volver a probar todos los dispositivos).</translation>
        </message>
        <message>
            <source>Loading the model…</source>
            <translation>Cargando el modelo…</translation>
        </message>
        <message>
            <source>Load a model to start chatting (File → Open model folder…)</source>
            <translation>Carga un modelo para empezar a chatear (Archivo → Abrir carpeta de modelo…)</translation>
        </message>
        <message>
            <source>Documents are unavailable, so nothing can be attached.</source>
            <translation>Los documentos no están disponibles, así que no se puede adjuntar nada.</translation>
        </message>
        <message>
            <source>Voice is unavailable in this build of Hearth.</source>
            <translation>La voz no está disponible en esta versión de Hearth.</translation>
        </message>
        <message>
            <source>The match is in another version of this chat: its branch starts here.</source>
            <translation>La coincidencia está en otra versión de este chat: su rama empieza aquí.</translation>
        </message>
        <message>
            <source>Show that version</source>
            <translation>Mostrar esa versión</translation>
        </message>
        <message>
            <source>There is no stopped reply to continue.</source>
            <translation>No hay ninguna respuesta detenida que continuar.</translation>
        </message>
        <message>
            <source>Copied the last reply.</source>
            <translation>Se copió la última respuesta.</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it with Esc) before editing.</source>
            <translation>Espera a que termine la respuesta (o detenla con Esc) antes de editar.</translation>
        </message>
    </context>
    <context>
        <name>ChatSettingsBox</name>
        <message>
            <source>Generation settings</source>
            <translation>Ajustes de generación</translation>
        </message>
        <message>
            <source>&lt;b&gt;Settings for this chat&lt;/b&gt;</source>
            <translation>&lt;b&gt;Ajustes de este chat&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Hide settings</source>
            <translation>Ocultar ajustes</translation>
        </message>
        <message>
            <source>Hide settings (Ctrl+.)</source>
            <translation>Ocultar ajustes (Ctrl+.)</translation>
        </message>
        <message>
            <source>Settings for this chat</source>
            <translation>Ajustes de este chat</translation>
        </message>
    </context>
    <context>
        <name>ChatTools</name>
        <message>
            <source>Tools are not offered in a chat with images yet; this reply has none.</source>
            <translation>Aún no se ofrecen herramientas en un chat con imágenes; esta respuesta no tiene ninguna.</translation>
        </message>
        <message>
            <source>Tools: {0}.</source>
            <translation>Herramientas: {0}.</translation>
        </message>
        <message>
            <source>Tools are off for this reply: {0}</source>
            <translation>Las herramientas están desactivadas para esta respuesta: {0}</translation>
        </message>
    </context>
    <context>
        <name>ChatView</name>
        <message>
            <source>Conversation</source>
            <translation>Conversación</translation>
        </message>
        <message>
            <source>Messages of the current conversation, newest at the bottom</source>
            <translation>Mensajes de la conversación actual, el más reciente abajo</translation>
        </message>
        <message>
            <source>↓ Latest</source>
            <translation>↓ Más reciente</translation>
        </message>
        <message>
            <source>Jump to latest message</source>
            <translation>Ir al último mensaje</translation>
        </message>
        <message>
            <source>Scroll to the newest message and follow the reply</source>
            <translation>Desplazarse al mensaje más reciente y seguir la respuesta</translation>
        </message>
        <message>
            <source>Notification</source>
            <translation>Notificación</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>Código copiado</translation>
        </message>
        <message>
            <source>Message copied</source>
            <translation>Mensaje copiado</translation>
        </message>
    </context>
    <context>
        <name>Columns</name>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Descarga</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Parámetros</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>Contexto</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licencia</translation>
        </message>
        <message>
            <source>Fit here</source>
            <translation>Encaje aquí</translation>
        </message>
        <message>
            <source>Speed here</source>
            <translation>Velocidad aquí</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>Tamaño en disco</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Fuente</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>Instalado</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Repository</source>
            <translation>Repositorio</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Descargas</translation>
        </message>
        <message>
            <source>Likes</source>
            <translation>Me gusta</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Actualizado</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>Runs on</source>
            <translation>Funciona en</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>Precisión</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Waiting: one model writes one reply at a time, so this side starts when the other has finished…</source>
            <translation>Esperando: un modelo escribe una sola respuesta a la vez, así que este lado empieza cuando el otro termine…</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it) before comparing.</source>
            <translation>Espera a que termine la respuesta (o detenla) antes de comparar.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Cargando {0}…</translation>
        </message>
        <message>
            <source>it needs about {0} of memory and {1} is free; choose a smaller model, or compare one model with two settings</source>
            <translation>necesita unos {0} de memoria y hay {1} libres; elige un modelo más pequeño o compara un modelo con dos ajustes</translation>
        </message>
        <message>
            <source>{0} could not be loaded beside {1}: {2}</source>
            <translation>{0} no se pudo cargar junto a {1}: {2}</translation>
        </message>
        <message>
            <source>{0} could not be loaded: {1}</source>
            <translation>{0} no se pudo cargar: {1}</translation>
        </message>
        <message>
            <source>This reply could not be started.</source>
            <translation>No se pudo iniciar esta respuesta.</translation>
        </message>
        <message>
            <source>Stopped before the model was loaded.</source>
            <translation>Detenido antes de que se cargara el modelo.</translation>
        </message>
        <message>
            <source>Couldn't keep that reply: {0}.</source>
            <translation>No se pudo conservar esa respuesta: {0}.</translation>
        </message>
        <message>
            <source>Reply {0}</source>
            <translation>Respuesta {0}</translation>
        </message>
        <message>
            <source>Model of reply {0}</source>
            <translation>Modelo de la respuesta {0}</translation>
        </message>
        <message>
            <source>{0} (this chat's model)</source>
            <translation>{0} (el modelo de este chat)</translation>
        </message>
        <message>
            <source>Settings of reply {0}</source>
            <translation>Ajustes de la respuesta {0}</translation>
        </message>
        <message>
            <source>This chat's settings</source>
            <translation>Los ajustes de este chat</translation>
        </message>
        <message>
            <source>Preset: {0}</source>
            <translation>Ajuste predefinido: {0}</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>&amp;Modelo:</translation>
        </message>
        <message>
            <source>&amp;Settings:</source>
            <translation>&amp;Ajustes:</translation>
        </message>
        <message>
            <source>Compare two replies</source>
            <translation>Comparar dos respuestas</translation>
        </message>
        <message>
            <source>Send one message to two models, or to one model with two settings, with the same seed. The replies stream side by side; you keep one and the other stays a version of it.</source>
            <translation>Envía un mensaje a dos modelos, o a un modelo con dos ajustes, con la misma semilla. Las respuestas aparecen una al lado de la otra; conservas una y la otra queda como una versión de ella.</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensaje</translation>
        </message>
        <message>
            <source>drawn at random</source>
            <translation>elegida al azar</translation>
        </message>
        <message>
            <source>Seed for both replies</source>
            <translation>Semilla para ambas respuestas</translation>
        </message>
        <message>
            <source>Two different models run at the same time and need the memory of both; one model with two settings writes one reply after the other.</source>
            <translation>Dos modelos distintos se ejecutan a la vez y necesitan la memoria de ambos; un modelo con dos ajustes escribe una respuesta tras la otra.</translation>
        </message>
        <message>
            <source>&amp;Compare</source>
            <translation>&amp;Comparar</translation>
        </message>
        <message>
            <source>S&amp;eed (the same for both):</source>
            <translation>&amp;Semilla (la misma para ambas):</translation>
        </message>
        <message>
            <source>Keep reply {0}</source>
            <translation>Conservar la respuesta {0}</translation>
        </message>
        <message>
            <source>Keep this reply as the answer; the other stays a version you can go back to with the arrows</source>
            <translation>Conservar esta respuesta como la respuesta; la otra queda como una versión a la que puedes volver con las flechas</translation>
        </message>
        <message>
            <source>{0} — {1}</source>
            <translation>{0} — {1}</translation>
        </message>
        <message>
            <source>Compared replies</source>
            <translation>Respuestas comparadas</translation>
        </message>
        <message>
            <source>Your message</source>
            <translation>Tu mensaje</translation>
        </message>
        <message>
            <source>Stop both</source>
            <translation>Detener ambas</translation>
        </message>
        <message>
            <source>Stop both replies (Esc); what they wrote is kept</source>
            <translation>Detener ambas respuestas (Esc); lo que escribieron se conserva</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Go back to the chat (Esc once both have ended); what was written is kept, reply A as the answer</source>
            <translation>Volver al chat (Esc cuando ambas hayan terminado); lo escrito se conserva, la respuesta A como la respuesta</translation>
        </message>
        <message>
            <source>Comparing two replies to your message, both with seed {0}.</source>
            <translation>Comparando dos respuestas a tu mensaje, ambas con la semilla {0}.</translation>
        </message>
        <message>
            <source>Both replies (seed {0}) have ended: keep one as the answer; the other stays a version of it.</source>
            <translation>Ambas respuestas (semilla {0}) han terminado: conserva una como la respuesta; la otra queda como una versión de ella.</translation>
        </message>
        <message>
            <source>Neither reply could be written: close the comparison to go back to the chat.</source>
            <translation>No se pudo escribir ninguna de las dos respuestas: cierra la comparación para volver al chat.</translation>
        </message>
        <message>
            <source>Com&amp;pare two replies…</source>
            <translation>Com&amp;parar dos respuestas…</translation>
        </message>
        <message>
            <source>Send the message to two models, or to one model with two settings, and keep the better reply</source>
            <translation>Enviar el mensaje a dos modelos, o a un modelo con dos ajustes, y conservar la mejor respuesta</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Load a model to start chatting</source>
            <translation>Carga un modelo para empezar a chatear</translation>
        </message>
        <message>
            <source>Why Send is off</source>
            <translation>Por qué Enviar está desactivado</translation>
        </message>
        <message>
            <source>Message size</source>
            <translation>Tamaño del mensaje</translation>
        </message>
        <message>
            <source>Editing your message — sending it makes a new version and answers it again.</source>
            <translation>Editando tu mensaje: al enviarlo se crea una versión nueva y se vuelve a responder.</translation>
        </message>
        <message>
            <source>Edit mode</source>
            <translation>Modo de edición</translation>
        </message>
        <message>
            <source>Cancel edit</source>
            <translation>Cancelar la edición</translation>
        </message>
        <message>
            <source>Keep the message as it was (Esc)</source>
            <translation>Dejar el mensaje como estaba (Esc)</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensaje</translation>
        </message>
        <message>
            <source>Enter sends, Shift+Enter starts a new line, Esc stops a reply</source>
            <translation>Intro envía, Mayús+Intro empieza una línea nueva, Esc detiene una respuesta</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Enviar</translation>
        </message>
        <message>
            <source>Send message</source>
            <translation>Enviar mensaje</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>Enviar (Intro)</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Detener</translation>
        </message>
        <message>
            <source>Stop generating</source>
            <translation>Detener la generación</translation>
        </message>
        <message>
            <source>Stop the reply (Esc); what was written is kept</source>
            <translation>Detener la respuesta (Esc); se conserva lo escrito</translation>
        </message>
        <message>
            <source>Send is off — {0}</source>
            <translation>Enviar está desactivado: {0}</translation>
        </message>
        <message>
            <source>Fix it in the settings of this chat (Ctrl+.)</source>
            <translation>Corrígelo en los ajustes de este chat (Ctrl+.)</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln token</numerusform>
                <numerusform>%Ln tokens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{0} with %Ln image(s)</source>
            <translation>
                <numerusform>{0} con %Ln imagen</numerusform>
                <numerusform>{0} con %Ln imágenes</numerusform>
            </translation>
        </message>
        <message>
            <source>≈ {0} · the chat would then use {1} of {2} ({3} % of the context)</source>
            <translation>≈ {0} · el chat usaría entonces {1} de {2} ({3} % del contexto)</translation>
        </message>
        <message>
            <source>How much of the model's context this conversation would use with this message</source>
            <translation>Cuánto del contexto del modelo usaría esta conversación con este mensaje</translation>
        </message>
        <message>
            <source>Send edit</source>
            <translation>Enviar la edición</translation>
        </message>
        <message>
            <source>Writing a reply… press Esc or Stop to stop it</source>
            <translation>Escribiendo una respuesta… pulsa Esc o Detener para pararla</translation>
        </message>
        <message>
            <source>Another chat is writing a reply (“{0}”): you can send when it ends, or open that chat to stop it</source>
            <translation>Otro chat está escribiendo una respuesta («{0}»): podrás enviar cuando termine, o abre ese chat para detenerla</translation>
        </message>
        <message>
            <source>Message the model (Enter to send, Shift+Enter for a new line)</source>
            <translation>Escribe al modelo (Intro para enviar, Mayús+Intro para una línea nueva)</translation>
        </message>
        <message>
            <source>Send is off: {0}</source>
            <translation>Enviar está desactivado: {0}</translation>
        </message>
        <message>
            <source>Send is off while another chat (“{0}”) is writing a reply</source>
            <translation>Enviar está desactivado mientras otro chat («{0}») escribe una respuesta</translation>
        </message>
        <message>
            <source>Type a message first</source>
            <translation>Escribe primero un mensaje</translation>
        </message>
    </context>
    <context>
        <name>ComposerFiles</name>
        <message>
            <source>Attached {0} to this chat.</source>
            <translation>Se adjuntó {0} a este chat.</translation>
        </message>
        <message>
            <source>Paste as text instead</source>
            <translation>Pegar como texto</translation>
        </message>
        <message>
            <source>Attached {0}: this chat's questions now use it.</source>
            <translation>Se adjuntó {0}: las preguntas de este chat ya lo usan.</translation>
        </message>
    </context>
    <context>
        <name>ConnectToolDialog</name>
        <message>
            <source>Connect a coding tool</source>
            <translation>Conectar una herramienta de programación</translation>
        </message>
        <message>
            <source>Coding tool</source>
            <translation>Herramienta de programación</translation>
        </message>
        <message>
            <source>What the tool needs</source>
            <translation>Lo que necesita la herramienta</translation>
        </message>
        <message>
            <source>Asking the server which model it serves…</source>
            <translation>Preguntando al servidor qué modelo sirve…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy this text, to paste into the tool's settings or a terminal</source>
            <translation>Copiar este texto para pegarlo en los ajustes de la herramienta o en una terminal</translation>
        </message>
        <message>
            <source>Write its file</source>
            <translation>Escribir su archivo</translation>
        </message>
        <message>
            <source>Write the tool's configuration file in your home folder (a copy of the file before is kept beside it)</source>
            <translation>Escribir el archivo de configuración de la herramienta en tu carpeta personal (se conserva al lado una copia del archivo anterior)</translation>
        </message>
        <message>
            <source>Tool</source>
            <translation>Herramienta</translation>
        </message>
        <message>
            <source>Not written: {0}</source>
            <translation>No se escribió: {0}</translation>
        </message>
        <message>
            <source> (the file before: {0})</source>
            <translation> (el archivo anterior: {0})</translation>
        </message>
        <message>
            <source>Wrote {0}{1}. {2}</source>
            <translation>Se escribió {0}{1}. {2}</translation>
        </message>
    </context>
    <context>
        <name>ConversationDelegate</name>
        <message>
            <source>Conversation title</source>
            <translation>Título de la conversación</translation>
        </message>
        <message>
            <source>Enter to rename, Esc to cancel</source>
            <translation>Intro para renombrar, Esc para cancelar</translation>
        </message>
    </context>
    <context>
        <name>ConversationItems</name>
        <message>
            <source>just now</source>
            <translation>ahora mismo</translation>
        </message>
        <message>
            <source>{0} min ago</source>
            <translation>hace {0} min</translation>
        </message>
        <message>
            <source>{0} h ago</source>
            <translation>hace {0} h</translation>
        </message>
        <message>
            <source>yesterday</source>
            <translation>ayer</translation>
        </message>
        <message>
            <source>{0} d ago</source>
            <translation>hace {0} d</translation>
        </message>
        <message>
            <source>d MMM</source>
            <translation>d MMM</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <translation>d MMM yyyy</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sin título</translation>
        </message>
        <message>
            <source>Last activity {0}</source>
            <translation>Última actividad {0}</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Fijada</translation>
        </message>
        <message>
            <source>pinned, </source>
            <translation>fijada, </translation>
        </message>
    </context>
    <context>
        <name>ConversationList</name>
        <message>
            <source>No conversations yet.
Start one with New chat.</source>
            <translation>Aún no hay conversaciones.
Empieza una con Chat nuevo.</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>Chat nuevo</translation>
        </message>
        <message>
            <source>Start a new conversation</source>
            <translation>Empezar una conversación nueva</translation>
        </message>
        <message>
            <source>Conversations</source>
            <translation>Conversaciones</translation>
        </message>
        <message>
            <source>F2 renames, Del deletes; right-click for more</source>
            <translation>F2 renombra, Supr elimina; clic derecho para más</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renombrar</translation>
        </message>
        <message>
            <source>Pin</source>
            <translation>Fijar</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportar…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Sort by title</source>
            <translation>Ordenar por título</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>No fijar</translation>
        </message>
        <message>
            <source>Conversation actions</source>
            <translation>Acciones de la conversación</translation>
        </message>
    </context>
    <context>
        <name>CrashNotifier</name>
        <message>
            <source>Something went wrong</source>
            <translation>Algo salió mal</translation>
        </message>
        <message>
            <source>The details are in Hearth's log. Copy them into a bug report if it happens again.</source>
            <translation>Los detalles están en el registro de Hearth. Cópialos en un informe de error si vuelve a ocurrir.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copiar detalles</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Took {0} out of this chat.</source>
            <translation>Se quitó {0} de este chat.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Attach</source>
            <translation>Adjuntar</translation>
        </message>
        <message>
            <source>Attach files</source>
            <translation>Adjuntar archivos</translation>
        </message>
        <message>
            <source>Attach a file to this chat: its questions are answered from it, with sources (you can also drop files here or paste a path)</source>
            <translation>Adjuntar un archivo a este chat: sus preguntas se responden a partir de él, con fuentes (también puedes soltar archivos aquí o pegar una ruta)</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>Adjuntar archivos a este chat</translation>
        </message>
    </context>
    <context>
        <name>DocumentsController</name>
        <message>
            <source>Indexing stopped: {0}</source>
            <translation>Indexación detenida: {0}</translation>
        </message>
    </context>
    <context>
        <name>DocumentsPanel</name>
        <message>
            <source>{0} (attached)</source>
            <translation>{0} (adjunto)</translation>
        </message>
        <message>
            <source>{0} — stopped at {1}/{2} files; Re-index goes on from there</source>
            <translation>{0}: detenido en {1}/{2} archivos; Reindexar continúa desde ahí</translation>
        </message>
        <message>
            <source>, ~{0:.0f} s left</source>
            <translation>, quedan ~{0:.0f} s</translation>
        </message>
        <message>
            <source>indexing</source>
            <translation>indexando</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>en pausa</translation>
        </message>
        <message>
            <source>waiting for the reply</source>
            <translation>esperando la respuesta</translation>
        </message>
        <message>
            <source>looking for files</source>
            <translation>buscando archivos</translation>
        </message>
        <message numerus="yes">
            <source>%Ln passage(s)</source>
            <translation>
                <numerusform>%Ln fragmento</numerusform>
                <numerusform>%Ln fragmentos</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} — {1}: {2}/{3} files, {4}{5}</source>
            <translation>{0} — {1}: {2}/{3} archivos, {4}{5}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln archivo</numerusform>
                <numerusform>%Ln archivos</numerusform>
            </translation>
        </message>
        <message>
            <source>, {0} skipped</source>
            <translation>, {0} omitidos</translation>
        </message>
        <message>
            <source>No documents yet.
Add a folder for every chat, or attach a file to this one.</source>
            <translation>Aún no hay documentos.
Añade una carpeta para todos los chats o adjunta un archivo a este.</translation>
        </message>
        <message>
            <source>Documents</source>
            <translation>Documentos</translation>
        </message>
        <message>
            <source>&lt;b&gt;Documents&lt;/b&gt;</source>
            <translation>&lt;b&gt;Documentos&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotecas</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Añadir…</translation>
        </message>
        <message>
            <source>Add a folder of documents that any chat can use</source>
            <translation>Añadir una carpeta de documentos que cualquier chat puede usar</translation>
        </message>
        <message>
            <source>Add folder</source>
            <translation>Añadir carpeta</translation>
        </message>
        <message>
            <source>Re-index</source>
            <translation>Reindexar</translation>
        </message>
        <message>
            <source>Read again what changed in this library</source>
            <translation>Volver a leer lo que cambió en esta biblioteca</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Forget this library's index (your files stay)</source>
            <translation>Olvidar el índice de esta biblioteca (tus archivos se quedan)</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Pausar la indexación</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Stop indexing; what is indexed so far is kept</source>
            <translation>Detener la indexación; se conserva lo indexado hasta ahora</translation>
        </message>
        <message>
            <source>Ticked: this chat's questions are answered from it.</source>
            <translation>Marcada: las preguntas de este chat se responden a partir de ella.</translation>
        </message>
        <message>
            <source>Links out of the folder are followed (right click to stop).</source>
            <translation>Se siguen los enlaces que salen de la carpeta (clic derecho para dejar de hacerlo).</translation>
        </message>
        <message>
            <source>Skipped ({0}):</source>
            <translation>Omitidos ({0}):</translation>
        </message>
        <message>
            <source>  … and {0} more (main.py docs list --skipped)</source>
            <translation>  … y {0} más (main.py docs list --skipped)</translation>
        </message>
        <message>
            <source>Right click the library (or press the Menu key) to follow links out of its folder.</source>
            <translation>Haz clic derecho en la biblioteca (o pulsa la tecla Menú) para seguir los enlaces que salen de su carpeta.</translation>
        </message>
        <message>
            <source>Follow links out of this folder</source>
            <translation>Seguir los enlaces que salen de esta carpeta</translation>
        </message>
        <message>
            <source>Index the files that symbolic links in this folder point to elsewhere on the computer</source>
            <translation>Indexar los archivos a los que apuntan, en otra parte del equipo, los enlaces simbólicos de esta carpeta</translation>
        </message>
        <message>
            <source>Add a folder of documents</source>
            <translation>Añadir una carpeta de documentos</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reanudar</translation>
        </message>
    </context>
    <context>
        <name>DownloadsPanel</name>
        <message>
            <source>No downloads yet. Choose a model in Get models; downloads continue while you chat, and a paused one resumes where it stopped.</source>
            <translation>Aún no hay descargas. Elige un modelo en Obtener modelos; las descargas continúan mientras chateas, y una en pausa se reanuda donde se detuvo.</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Descargas</translation>
        </message>
        <message>
            <source>Clear finished</source>
            <translation>Quitar terminadas</translation>
        </message>
        <message>
            <source>Clear finished downloads from the list</source>
            <translation>Quitar de la lista las descargas terminadas</translation>
        </message>
    </context>
    <context>
        <name>EmbedderBuild</name>
        <message>
            <source>Documents search setup</source>
            <translation>Preparación de la búsqueda en documentos</translation>
        </message>
        <message>
            <source>Documents search setup step</source>
            <translation>Paso de la preparación de la búsqueda en documentos</translation>
        </message>
        <message>
            <source>Preparing document search (once): {0}</source>
            <translation>Preparando la búsqueda en documentos (una sola vez): {0}</translation>
        </message>
        <message>
            <source>Documents search setup progress</source>
            <translation>Progreso de la preparación de la búsqueda en documentos</translation>
        </message>
        <message>
            <source>Cancel setup</source>
            <translation>Cancelar la preparación</translation>
        </message>
        <message>
            <source>Cancel the documents search setup</source>
            <translation>Cancelar la preparación de la búsqueda en documentos</translation>
        </message>
        <message>
            <source>Preparing document search (once, about a minute): your files are already searched by their words meanwhile.</source>
            <translation>Preparando la búsqueda en documentos (una sola vez, cerca de un minuto): mientras tanto, tus archivos ya se buscan por sus palabras.</translation>
        </message>
    </context>
    <context>
        <name>EmptyHint</name>
        <message>
            <source>Empty chat hint</source>
            <translation>Sugerencia de chat vacío</translation>
        </message>
    </context>
    <context>
        <name>ExportImport</name>
        <message>
            <source>Export conversation</source>
            <translation>Exportar conversación</translation>
        </message>
        <message>
            <source>Import conversation</source>
            <translation>Importar conversación</translation>
        </message>
        <message>
            <source>{0};;All files (*)</source>
            <translation>{0};;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <source>Include the model's thinking above its replies? It is folded in Markdown and HTML, and printed quieter in PDF. (The JSON export always keeps it.)</source>
            <translation>¿Incluir el razonamiento del modelo encima de sus respuestas? Aparece plegado en Markdown y HTML, y más discreto en PDF. (La exportación JSON siempre lo conserva.)</translation>
        </message>
        <message>
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>Página web (*.html)</translation>
        </message>
        <message>
            <source>Hearth conversation, every version (*.json)</source>
            <translation>Conversación de Hearth, todas las versiones (*.json)</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>Conversación</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Error al exportar</translation>
        </message>
        <message>
            <source>This conversation can no longer be exported: {0}.</source>
            <translation>Esta conversación ya no se puede exportar: {0}.</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.

Choose another folder, or check that there is free space and that you may write there.</source>
            <translation>Hearth no pudo escribir {0}: {1}.

Elige otra carpeta o comprueba que hay espacio libre y que puedes escribir allí.</translation>
        </message>
        <message>
            <source>The conversation could not be exported: {0}.</source>
            <translation>No se pudo exportar la conversación: {0}.</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>Error al importar</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth conversation export.</source>
            <translation>{0} supera los 200 MB; no es una conversación exportada por Hearth.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth no pudo leer {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} is not a text file. Choose a .json file exported by Hearth.</source>
            <translation>{0} no es un archivo de texto. Elige un archivo .json exportado por Hearth.</translation>
        </message>
        <message>
            <source>{0} is not valid JSON (line {1}, column {2}: {3}). Choose a .json file exported by Hearth.</source>
            <translation>{0} no es un JSON válido (línea {1}, columna {2}: {3}). Elige un archivo .json exportado por Hearth.</translation>
        </message>
        <message>
            <source>{0} is nested too deeply to be a Hearth conversation export.</source>
            <translation>{0} está anidado demasiado hondo para ser una conversación exportada por Hearth.</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>No se pudo importar {0}: {1}.</translation>
        </message>
        <message>
            <source>The conversation could not be saved: {0}.</source>
            <translation>No se pudo guardar la conversación: {0}.</translation>
        </message>
    </context>
    <context>
        <name>FirstRun</name>
        <message>
            <source>Open a model folder</source>
            <translation>Abrir una carpeta de modelo</translation>
        </message>
    </context>
    <context>
        <name>FirstRunScreen</name>
        <message>
            <source>Models chosen to run well on a computer like this one, or any ONNX chat model on Hugging Face. Downloads go on while you chat.</source>
            <translation>Modelos elegidos para funcionar bien en un equipo como este, o cualquier modelo de chat ONNX de Hugging Face. Las descargas continúan mientras chateas.</translation>
        </message>
        <message>
            <source>about {0}</source>
            <translation>unos {0}</translation>
        </message>
        <message>
            <source> It should write {0}.</source>
            <translation> Debería escribir {0}.</translation>
        </message>
        <message>
            <source>It needs about {0} of the {1} of {2} here.{3}</source>
            <translation>Necesita unos {0} de los {1} de {2} de aquí.{3}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1} download, runs on {2}). {3}</source>
            <translation>&lt;b&gt;Recomendado para este equipo: {0}&lt;/b&gt; (descarga de {1}, funciona en {2}). {3}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bienvenida</translation>
        </message>
        <message>
            <source>Welcome to Hearth</source>
            <translation>Te damos la bienvenida a Hearth</translation>
        </message>
        <message>
            <source>Chat with language models that run on this computer. Nothing you type leaves it.
To begin, choose a model:</source>
            <translation>Chatea con modelos de lenguaje que funcionan en este equipo. Nada de lo que escribes sale de él.
Para empezar, elige un modelo:</translation>
        </message>
        <message>
            <source>Use the demo model</source>
            <translation>Usar el modelo de demostración</translation>
        </message>
        <message>
            <source>Open a model folder…</source>
            <translation>Abrir una carpeta de modelo…</translation>
        </message>
        <message>
            <source>Open a model folder</source>
            <translation>Abrir una carpeta de modelo</translation>
        </message>
        <message>
            <source>A folder with an ONNX Runtime GenAI model (genai_config.json next to the model files).</source>
            <translation>Una carpeta con un modelo de ONNX Runtime GenAI (genai_config.json junto a los archivos del modelo).</translation>
        </message>
        <message>
            <source>Browse and download models…</source>
            <translation>Explorar y descargar modelos…</translation>
        </message>
        <message>
            <source>Browse and download models</source>
            <translation>Explorar y descargar modelos</translation>
        </message>
        <message>
            <source>Open the Models window (Ctrl+M)</source>
            <translation>Abrir la ventana Modelos (Ctrl+M)</translation>
        </message>
        <message>
            <source>Suggested model</source>
            <translation>Modelo sugerido</translation>
        </message>
        <message>
            <source>Demo model build progress</source>
            <translation>Progreso de la creación del modelo de demostración</translation>
        </message>
        <message>
            <source>Demo model build step</source>
            <translation>Paso de la creación del modelo de demostración</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Cancel the demo model build</source>
            <translation>Cancelar la creación del modelo de demostración</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problema</translation>
        </message>
        <message>
            <source>SmolLM2 135M Instruct: tiny and quick, good for trying Hearth out.</source>
            <translation>SmolLM2 135M Instruct: diminuto y rápido, ideal para probar Hearth.</translation>
        </message>
        <message>
            <source>It is ready on this computer.</source>
            <translation>Está listo en este equipo.</translation>
        </message>
        <message>
            <source>Built once on this computer the first time: a minute or two, longer while the computer is busy.</source>
            <translation>Se crea una sola vez en este equipo la primera vez: un minuto o dos, más si el equipo está ocupado.</translation>
        </message>
        <message>
            <source>Starting the demo model build…</source>
            <translation>Empezando a crear el modelo de demostración…</translation>
        </message>
        <message>
            <source>{0} ({1} so far)</source>
            <translation>{0} ({1} hasta ahora)</translation>
        </message>
        <message>
            <source>The demo model build could not start (the Python interpreter was not found). Run  python main.py demo-model  in a terminal, then choose the demo model again.</source>
            <translation>No se pudo empezar a crear el modelo de demostración (no se encontró el intérprete de Python). Ejecuta  python main.py demo-model  en una terminal y vuelve a elegir el modelo de demostración.</translation>
        </message>
        <message>
            <source>The demo model could not be built:
{0}

Check the message above, then try again, or open a model folder you already have.</source>
            <translation>No se pudo crear el modelo de demostración:
{0}

Revisa el mensaje de arriba y vuelve a intentarlo, o abre una carpeta de modelo que ya tengas.</translation>
        </message>
    </context>
    <context>
        <name>FitBadge</name>
        <message>
            <source>Fits</source>
            <translation>Cabe</translation>
        </message>
        <message>
            <source>Tight fit</source>
            <translation>Justo</translation>
        </message>
        <message>
            <source>Won't fit</source>
            <translation>No cabe</translation>
        </message>
        <message>
            <source>Fit unknown</source>
            <translation>Encaje desconocido</translation>
        </message>
        <message>
            <source>Fit: {0}</source>
            <translation>Encaje: {0}</translation>
        </message>
    </context>
    <context>
        <name>Grounding</name>
        <message numerus="yes">
            <source>%n passage(s) from your documents left out to fit the context.</source>
            <translation>
                <numerusform>%n fragmento de tus documentos omitido para caber en el contexto.</numerusform>
                <numerusform>%n fragmentos de tus documentos omitidos para caber en el contexto.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImageDialog</name>
        <message>
            <source>Image</source>
            <translation>Imagen</translation>
        </message>
        <message>
            <source>This image could not be read.</source>
            <translation>No se pudo leer esta imagen.</translation>
        </message>
    </context>
    <context>
        <name>ImageDraft</name>
        <message>
            <source>Images to send</source>
            <translation>Imágenes para enviar</translation>
        </message>
        <message numerus="yes">
            <source>A message can show the model at most %n image(s).</source>
            <translation>
                <numerusform>Un mensaje puede mostrar al modelo como máximo %n imagen.</numerusform>
                <numerusform>Un mensaje puede mostrar al modelo como máximo %n imágenes.</numerusform>
            </translation>
        </message>
        <message>
            <source>The image could not be read ({error}).</source>
            <translation>No se pudo leer la imagen ({error}).</translation>
        </message>
        <message>
            <source>{0} could not be read: {1}.</source>
            <translation>No se pudo leer {0}: {1}.</translation>
        </message>
        <message>
            <source>pasted image</source>
            <translation>imagen pegada</translation>
        </message>
        <message>
            <source>{0}: click to leave it out</source>
            <translation>{0}: haz clic para dejarla fuera</translation>
        </message>
        <message>
            <source>Remove {0}</source>
            <translation>Quitar {0}</translation>
        </message>
        <message>
            <source>{0} of {1} images · {2} · sent with your next message</source>
            <translation>{0} de {1} imágenes · {2} · se envían con tu próximo mensaje</translation>
        </message>
    </context>
    <context>
        <name>ImageHtml</name>
        <message>
            <source>image</source>
            <translation>imagen</translation>
        </message>
        <message>
            <source>{0}: open the full image</source>
            <translation>{0}: abrir la imagen completa</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
            <translation>Imágenes (*.png *.jpg *.jpeg *.webp *.gif)</translation>
        </message>
        <message>
            <source> (in the catalog: {0})</source>
            <translation> (en el catálogo: {0})</translation>
        </message>
        <message>
            <source>Image</source>
            <translation>Imagen</translation>
        </message>
        <message>
            <source>Attach an image</source>
            <translation>Adjuntar una imagen</translation>
        </message>
        <message>
            <source>Show the model an image: PNG, JPEG, WebP or GIF, up to {0} a message (you can also paste or drop one here)</source>
            <translation>Mostrar una imagen al modelo: PNG, JPEG, WebP o GIF, hasta {0} por mensaje (también puedes pegar o soltar una aquí)</translation>
        </message>
        <message>
            <source>{0} Click to see the models that do.</source>
            <translation>{0} Haz clic para ver los modelos que sí lo hacen.</translation>
        </message>
        <message>
            <source>The model is still loading: images need a model that sees them.</source>
            <translation>El modelo aún se está cargando: las imágenes necesitan un modelo que las vea.</translation>
        </message>
        <message>
            <source>No model is loaded: images need a model that sees them.</source>
            <translation>No hay ningún modelo cargado: las imágenes necesitan un modelo que las vea.</translation>
        </message>
        <message>
            <source>{0} does not see images: choose one marked "sees images"{1}.</source>
            <translation>{0} no ve imágenes: elige uno marcado como «ve imágenes»{1}.</translation>
        </message>
        <message>
            <source>Show models</source>
            <translation>Mostrar modelos</translation>
        </message>
        <message>
            <source>Show the model an image</source>
            <translation>Mostrar una imagen al modelo</translation>
        </message>
    </context>
    <context>
        <name>Incognito</name>
        <message>
            <source>New in&amp;cognito chat</source>
            <translation>Chat in&amp;cógnito nuevo</translation>
        </message>
        <message>
            <source>A chat that uses no memory and is deleted when you leave it</source>
            <translation>Un chat que no usa la memoria y se elimina cuando lo dejas</translation>
        </message>
        <message>
            <source>Incognito chat: it uses no memory and is deleted for good when you leave it or quit Hearth.</source>
            <translation>Chat de incógnito: no usa la memoria y se elimina para siempre cuando lo dejas o sales de Hearth.</translation>
        </message>
        <message>
            <source>Incognito — {0}</source>
            <translation>Incógnito — {0}</translation>
        </message>
    </context>
    <context>
        <name>InstalledHooks</name>
        <message>
            <source>The models folder can't be changed here.</source>
            <translation>La carpeta de modelos no se puede cambiar aquí.</translation>
        </message>
    </context>
    <context>
        <name>InstalledModels</name>
        <message>
            <source>Import a model folder</source>
            <translation>Importar una carpeta de modelo</translation>
        </message>
        <message>
            <source>Import a model</source>
            <translation>Importar un modelo</translation>
        </message>
        <message>
            <source>Copy {0} into Hearth's models folder, or use it where it is?</source>
            <translation>¿Copiar {0} en la carpeta de modelos de Hearth o usarlo donde está?</translation>
        </message>
        <message>
            <source>A copy is independent of the original. Using it in place saves the disk space, but the model stops working if the folder is moved or deleted.</source>
            <translation>Una copia es independiente del original. Usarlo donde está ahorra espacio en disco, pero el modelo deja de funcionar si la carpeta se mueve o se elimina.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Use in place</source>
            <translation>Usar donde está</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>Elegir la carpeta de modelos</translation>
        </message>
    </context>
    <context>
        <name>InstalledModelsPanel</name>
        <message>
            <source>linked: {0}</source>
            <translation>enlazado: {0}</translation>
        </message>
        <message>
            <source>imported</source>
            <translation>importado</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>Carpeta de modelos</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>Cambiar…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>Cambiar la carpeta de modelos</translation>
        </message>
        <message>
            <source>Installed models</source>
            <translation>Modelos instalados</translation>
        </message>
        <message>
            <source>No models installed yet. Download one under Get models, or import a folder that holds an ONNX Runtime GenAI model.</source>
            <translation>Aún no hay modelos instalados. Descarga uno en Obtener modelos o importa una carpeta que contenga un modelo de ONNX Runtime GenAI.</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Usar</translation>
        </message>
        <message>
            <source>Chat with the selected model</source>
            <translation>Chatear con el modelo seleccionado</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Eliminar…</translation>
        </message>
        <message>
            <source>Delete the selected model</source>
            <translation>Eliminar el modelo seleccionado</translation>
        </message>
        <message>
            <source>Show in file manager</source>
            <translation>Mostrar en el gestor de archivos</translation>
        </message>
        <message>
            <source>Show the selected model's folder in the file manager</source>
            <translation>Mostrar la carpeta del modelo seleccionado en el gestor de archivos</translation>
        </message>
        <message>
            <source>Import folder…</source>
            <translation>Importar carpeta…</translation>
        </message>
        <message>
            <source>Import a model folder from disk</source>
            <translation>Importar una carpeta de modelo desde el disco</translation>
        </message>
        <message>
            <source>Installed models status</source>
            <translation>Estado de los modelos instalados</translation>
        </message>
        <message>
            <source>Models folder: {0}</source>
            <translation>Carpeta de modelos: {0}</translation>
        </message>
        <message>
            <source>the demo model (built in)</source>
            <translation>el modelo de demostración (integrado)</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>En uso</translation>
        </message>
        <message>
            <source>in place</source>
            <translation>donde está</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(raíz del repositorio)</translation>
        </message>
        <message>
            <source>Remove {0} from Hearth? Its files in {1} are kept; no space is freed.</source>
            <translation>¿Quitar {0} de Hearth? Sus archivos en {1} se conservan; no se libera espacio.</translation>
        </message>
        <message>
            <source>Delete {0}? This frees {1} of disk space; downloading it again takes as long as the first time.</source>
            <translation>¿Eliminar {0}? Esto libera {1} de espacio en disco; volver a descargarlo tarda tanto como la primera vez.</translation>
        </message>
        <message>
            <source>{0} is loaded and answering in the chat now. Hearth unloads it first.</source>
            <translation>{0} está cargado y respondiendo en el chat ahora. Hearth lo descarga primero.</translation>
        </message>
        <message>
            <source>Delete model</source>
            <translation>Eliminar modelo</translation>
        </message>
        <message>
            <source>Cannot delete the model</source>
            <translation>No se puede eliminar el modelo</translation>
        </message>
        <message>
            <source>{0} could not be deleted ({1}). It may be in use: load another model, then try again.</source>
            <translation>No se pudo eliminar {0} ({1}). Puede que esté en uso: carga otro modelo y vuelve a intentarlo.</translation>
        </message>
        <message>
            <source>Deleted {0}; freed {1}.</source>
            <translation>Se eliminó {0}; se liberaron {1}.</translation>
        </message>
        <message>
            <source>Removed {0} from Hearth; its files were kept.</source>
            <translation>Se quitó {0} de Hearth; sus archivos se conservaron.</translation>
        </message>
        <message>
            <source>No file manager could open {0}.</source>
            <translation>Ningún gestor de archivos pudo abrir {0}.</translation>
        </message>
        <message>
            <source>Checking {0} and test-loading it (this can take a minute for a big model)…</source>
            <translation>Comprobando {0} y cargándolo de prueba (puede tardar un minuto con un modelo grande)…</translation>
        </message>
        <message>
            <source>Linked {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>Se enlazó {0}; se cargó y generó un token. Selecciónalo y pulsa Usar para chatear.</translation>
        </message>
        <message>
            <source>Imported {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>Se importó {0}; se cargó y generó un token. Selecciónalo y pulsa Usar para chatear.</translation>
        </message>
        <message>
            <source>Cannot change the models folder</source>
            <translation>No se puede cambiar la carpeta de modelos</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are; import them from there to use them again.</source>
            <translation>Los modelos de la carpeta anterior se quedan donde están; impórtalos desde allí para volver a usarlos.</translation>
        </message>
    </context>
    <context>
        <name>JobRow</name>
        <message>
            <source>State of {0}</source>
            <translation>Estado de {0}</translation>
        </message>
        <message>
            <source>Download progress of {0}</source>
            <translation>Progreso de la descarga de {0}</translation>
        </message>
        <message>
            <source>File being downloaded for {0}</source>
            <translation>Archivo que se descarga para {0}</translation>
        </message>
        <message>
            <source>Progress of the current file of {0}</source>
            <translation>Progreso del archivo actual de {0}</translation>
        </message>
        <message>
            <source>Speed and time left for {0}</source>
            <translation>Velocidad y tiempo restante de {0}</translation>
        </message>
        <message>
            <source>Problem with {0}</source>
            <translation>Problema con {0}</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Pause the download of {0}</source>
            <translation>Pausar la descarga de {0}</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reanudar</translation>
        </message>
        <message>
            <source>Resume the download of {0}</source>
            <translation>Reanudar la descarga de {0}</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>Retry the download of {0}</source>
            <translation>Reintentar la descarga de {0}</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files</source>
            <translation>Cancelar la descarga de {0} y eliminar sus archivos parciales</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Usar</translation>
        </message>
        <message>
            <source>Chat with {0}</source>
            <translation>Chatear con {0}</translation>
        </message>
        <message>
            <source>Starting…</source>
            <translation>Iniciando…</translation>
        </message>
        <message>
            <source>{0} of {1} ({2:.0f} %)</source>
            <translation>{0} de {1} ({2:.0f} %)</translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} de {1}</translation>
        </message>
        <message>
            <source>{0} (file {1} of {2})</source>
            <translation>{0} (archivo {1} de {2})</translation>
        </message>
        <message>
            <source>{0}/s</source>
            <translation>{0}/s</translation>
        </message>
        <message>
            <source>Measuring speed…</source>
            <translation>Midiendo la velocidad…</translation>
        </message>
        <message>
            <source>{0} left</source>
            <translation>quedan {0}</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Sin empezar</translation>
        </message>
        <message>
            <source>{0} installed as {1}</source>
            <translation>{0} instalados como {1}</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Cancelada</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>En espera</translation>
        </message>
        <message>
            <source>Downloading</source>
            <translation>Descargando</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>En pausa</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>Instalado</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fallida</translation>
        </message>
        <message>
            <source>(whole repository)</source>
            <translation>(repositorio completo)</translation>
        </message>
        <message>
            <source> ({0} so far)</source>
            <translation> ({0} hasta ahora)</translation>
        </message>
        <message>
            <source>; Pause keeps them</source>
            <translation>; Pausar los conserva</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files{1}? Retry then starts from the beginning{2}.</source>
            <translation>¿Cancelar la descarga de {0} y eliminar sus archivos parciales{1}? Reintentar empezará entonces desde el principio{2}.</translation>
        </message>
        <message>
            <source>Cancel download?</source>
            <translation>¿Cancelar la descarga?</translation>
        </message>
        <message>
            <source>Delete download</source>
            <translation>Eliminar la descarga</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Conservar</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Hearth</source>
            <translation>Hearth</translation>
        </message>
        <message>
            <source>Main area</source>
            <translation>Área principal</translation>
        </message>
        <message>
            <source>Window panes</source>
            <translation>Paneles de la ventana</translation>
        </message>
        <message>
            <source>No model loaded (ejected)</source>
            <translation>No hay ningún modelo cargado (expulsado)</translation>
        </message>
        <message>
            <source>“{0}” was deleted for good.</source>
            <translation>Se eliminó «{0}» definitivamente.</translation>
        </message>
        <message>
            <source>“{0}” was deleted.</source>
            <translation>Se eliminó «{0}».</translation>
        </message>
        <message>
            <source>There is nothing to export yet: open a conversation first.</source>
            <translation>Aún no hay nada que exportar: abre primero una conversación.</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>Exportado a {0}</translation>
        </message>
        <message>
            <source>Imported “{0}”.</source>
            <translation>Se importó «{0}».</translation>
        </message>
        <message>
            <source>Engine stopped</source>
            <translation>Motor detenido</translation>
        </message>
        <message>
            <source>The model could not be loaded. {0}</source>
            <translation>No se pudo cargar el modelo. {0}</translation>
        </message>
        <message>
            <source>{0} {1} is still loaded.</source>
            <translation>{0} {1} sigue cargado.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Ningún modelo cargado</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>Elegir un modelo…</translation>
        </message>
        <message>
            <source>{0} — Hearth</source>
            <translation>{0} — Hearth</translation>
        </message>
    </context>
    <context>
        <name>Markdown</name>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>Copiar código</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Image: {0}</source>
            <translation>Imagen: {0}</translation>
        </message>
        <message>
            <source>(no description)</source>
            <translation>(sin descripción)</translation>
        </message>
    </context>
    <context>
        <name>Memory</name>
        <message numerus="yes">
            <source>Used %n memory(s)</source>
            <translation>
                <numerusform>%n recuerdo usado</numerusform>
                <numerusform>%n recuerdos usados</numerusform>
            </translation>
        </message>
        <message>
            <source>Hide the memories this reply was given</source>
            <translation>Ocultar los recuerdos que recibió esta respuesta</translation>
        </message>
        <message>
            <source>Show the memories this reply was given (Memory → Memories… edits them)</source>
            <translation>Mostrar los recuerdos que recibió esta respuesta (Memoria → Recuerdos… los edita)</translation>
        </message>
        <message>
            <source>Me&amp;mory</source>
            <translation>&amp;Memoria</translation>
        </message>
        <message>
            <source>&amp;Remember…</source>
            <translation>&amp;Recordar…</translation>
        </message>
        <message>
            <source>Write down something every chat should know about you</source>
            <translation>Anotar algo que todos los chats deben saber de ti</translation>
        </message>
        <message>
            <source>&amp;Memories…</source>
            <translation>Rec&amp;uerdos…</translation>
        </message>
        <message>
            <source>Use memory in &amp;this chat</source>
            <translation>Usar la memoria en &amp;este chat</translation>
        </message>
        <message>
            <source>Use memory in &amp;every chat</source>
            <translation>Usar la memoria en &amp;todos los chats</translation>
        </message>
    </context>
    <context>
        <name>MemoryPanel</name>
        <message>
            <source>Memories</source>
            <translation>Recuerdos</translation>
        </message>
        <message>
            <source>Facts Hearth gives the model when they matter to what you ask, in every chat with memory on. They stay on this computer. Untick one to keep it without using it.</source>
            <translation>Datos que Hearth da al modelo cuando importan para lo que preguntas, en cada chat con la memoria activada. Se quedan en este ordenador. Desmarca uno para conservarlo sin usarlo.</translation>
        </message>
        <message>
            <source>Something to remember, e.g. I write Python on Linux</source>
            <translation>Algo que recordar, p. ej. Programo en Python en Linux</translation>
        </message>
        <message>
            <source>New memory</source>
            <translation>Nuevo recuerdo</translation>
        </message>
        <message>
            <source>&amp;Remember</source>
            <translation>&amp;Recordar</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>E&amp;liminar</translation>
        </message>
        <message>
            <source>&amp;Forget everything…</source>
            <translation>&amp;Olvidarlo todo…</translation>
        </message>
        <message>
            <source>E&amp;xport…</source>
            <translation>E&amp;xportar…</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importar…</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s).</source>
            <translation>
                <numerusform>%n recuerdo.</numerusform>
                <numerusform>%n recuerdos.</numerusform>
            </translation>
        </message>
        <message>
            <source>No memories yet.</source>
            <translation>Aún no hay recuerdos.</translation>
        </message>
        <message>
            <source>Proposed by the model; you allowed it</source>
            <translation>Propuesto por el modelo; lo permitiste</translation>
        </message>
        <message>
            <source>Only for the chats of the project {0}</source>
            <translation>Solo para los chats del proyecto {0}</translation>
        </message>
        <message>
            <source>Memory not changed</source>
            <translation>Recuerdo sin cambiar</translation>
        </message>
        <message>
            <source>Forget everything?</source>
            <translation>¿Olvidarlo todo?</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n memory(s) for good? Replies already written keep their text.</source>
            <translation>
                <numerusform>¿Eliminar para siempre %n recuerdo? Las respuestas ya escritas conservan su texto.</numerusform>
                <numerusform>¿Eliminar para siempre los %n recuerdos? Las respuestas ya escritas conservan su texto.</numerusform>
            </translation>
        </message>
        <message>
            <source>Forget everything</source>
            <translation>Olvidarlo todo</translation>
        </message>
        <message>
            <source>Export memories</source>
            <translation>Exportar recuerdos</translation>
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <source>Memories not exported</source>
            <translation>Recuerdos no exportados</translation>
        </message>
        <message>
            <source>Import memories</source>
            <translation>Importar recuerdos</translation>
        </message>
        <message>
            <source>Memories not imported</source>
            <translation>Recuerdos no importados</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s) added.</source>
            <translation>
                <numerusform>%n recuerdo añadido.</numerusform>
                <numerusform>%n recuerdos añadidos.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MessageHtml</name>
        <message>
            <source>Interrupted: the app closed before this reply was finished.</source>
            <translation>Interrumpida: la aplicación se cerró antes de terminar esta respuesta.</translation>
        </message>
        <message>
            <source>Stopped before the end.</source>
            <translation>Detenida antes del final.</translation>
        </message>
        <message>
            <source>This reply failed.</source>
            <translation>Esta respuesta falló.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Asistente</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt del sistema</translation>
        </message>
        <message>
            <source>Attached: {0}</source>
            <translation>Adjunto: {0}</translation>
        </message>
        <message numerus="yes">
            <source> · %Ln passage(s) left out to fit the context</source>
            <translation>
                <numerusform> · %Ln fragmento omitido para caber en el contexto</numerusform>
                <numerusform> · %Ln fragmentos omitidos para caber en el contexto</numerusform>
            </translation>
        </message>
        <message>
            <source>Sources: {0}</source>
            <translation>Fuentes: {0}</translation>
        </message>
        <message>
            <source>Tool call &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</source>
            <translation>Llamada a herramienta &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>%Ln línea</numerusform>
                <numerusform>%Ln líneas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln character(s)</source>
            <translation>
                <numerusform>%Ln carácter</numerusform>
                <numerusform>%Ln caracteres</numerusform>
            </translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>Mostrar todo</translation>
        </message>
        <message>
            <source>Show the whole message</source>
            <translation>Mostrar el mensaje completo</translation>
        </message>
        <message>
            <source>Show less</source>
            <translation>Mostrar menos</translation>
        </message>
        <message>
            <source>Fold the message again</source>
            <translation>Volver a plegar el mensaje</translation>
        </message>
        <message>
            <source>Folded: {0}</source>
            <translation>Plegado: {0}</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy this message</source>
            <translation>Copiar este mensaje</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>Editar</translation>
        </message>
        <message>
            <source>Edit this message and send it again</source>
            <translation>Editar este mensaje y volver a enviarlo</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Regenerar</translation>
        </message>
        <message>
            <source>Write this reply again</source>
            <translation>Volver a escribir esta respuesta</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuar</translation>
        </message>
        <message>
            <source>Go on from where the reply stopped</source>
            <translation>Seguir desde donde se detuvo la respuesta</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>Versión anterior</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>Versión siguiente</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>Ocultar detalles</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Detalles</translation>
        </message>
        <message>
            <source>How this reply was made: device, sampling, prompt and speed</source>
            <translation>Cómo se hizo esta respuesta: dispositivo, muestreo, prompt y velocidad</translation>
        </message>
        <message>
            <source>writing…</source>
            <translation>escribiendo…</translation>
        </message>
        <message>
            <source>This reply failed: {0}</source>
            <translation>Esta respuesta falló: {0}</translation>
        </message>
    </context>
    <context>
        <name>ModelBuild</name>
        <message>
            <source>Working</source>
            <translation>Trabajando</translation>
        </message>
    </context>
    <context>
        <name>ModelChoice</name>
        <message>
            <source>fits in memory</source>
            <translation>cabe en memoria</translation>
        </message>
        <message>
            <source>tight fit: close other apps</source>
            <translation>justo: cierra otras aplicaciones</translation>
        </message>
        <message>
            <source>probably too big here</source>
            <translation>probablemente demasiado grande aquí</translation>
        </message>
        <message>
            <source>Demo model (SmolLM2 135M, offline)</source>
            <translation>Modelo de demostración (SmolLM2 135M, sin conexión)</translation>
        </message>
        <message>
            <source>runs on {0} — {1}</source>
            <translation>funciona en {0} — {1}</translation>
        </message>
        <message>
            <source>this computer ({0})</source>
            <translation>este equipo ({0})</translation>
        </message>
        <message>
            <source>Off: {0}.</source>
            <translation>Desactivado: {0}.</translation>
        </message>
        <message>
            <source>{0:,} tokens of context</source>
            <translation>{0:,} tokens de contexto</translation>
        </message>
    </context>
    <context>
        <name>ModelFormat</name>
        <message>
            <source>Answers well in {0}.</source>
            <translation>Responde bien en {0}.</translation>
        </message>
        <message>
            <source>Answers best in English; weak in {0}.</source>
            <translation>Responde mejor en inglés; flojo en {0}.</translation>
        </message>
        <message>
            <source>{0} s</source>
            <translation>{0} s</translation>
        </message>
        <message>
            <source>about {0} min</source>
            <translation>unos {0} min</translation>
        </message>
        <message>
            <source>{0} h {1} min</source>
            <translation>{0} h {1} min</translation>
        </message>
        <message>
            <source>{0}M</source>
            <translation>{0} M</translation>
        </message>
        <message>
            <source>{0}k</source>
            <translation>{0} mil</translation>
        </message>
        <message>
            <source>{0}B</source>
            <translation>{0} mil M</translation>
        </message>
    </context>
    <context>
        <name>ModelInfo</name>
        <message>
            <source>Runs on {0}.</source>
            <translation>Funciona en {0}.</translation>
        </message>
        <message>
            <source>Runs on {0}: {1}.</source>
            <translation>Funciona en {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} falló: {1}</translation>
        </message>
        <message>
            <source>{0} not used: {1}</source>
            <translation>{0} no se usa: {1}</translation>
        </message>
    </context>
    <context>
        <name>ModelPicker</name>
        <message>
            <source>Most downloaded</source>
            <translation>Más descargados</translation>
        </message>
        <message>
            <source>Recently updated</source>
            <translation>Actualizados recientemente</translation>
        </message>
        <message>
            <source>Network features are off</source>
            <translation>Las funciones de red están desactivadas</translation>
        </message>
        <message>
            <source>Search Hugging Face for ONNX chat models, e.g. phi, qwen, llama</source>
            <translation>Buscar modelos de chat ONNX en Hugging Face, p. ej. phi, qwen, llama</translation>
        </message>
        <message>
            <source>Search Hugging Face</source>
            <translation>Buscar en Hugging Face</translation>
        </message>
        <message>
            <source>Sort results by</source>
            <translation>Ordenar resultados por</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>← Catalog</source>
            <translation>← Catálogo</translation>
        </message>
        <message>
            <source>Back to the curated models</source>
            <translation>Volver a los modelos seleccionados</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Resultados de la búsqueda</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>Estado de la búsqueda</translation>
        </message>
        <message>
            <source>Load more</source>
            <translation>Cargar más</translation>
        </message>
        <message>
            <source>Load more search results</source>
            <translation>Cargar más resultados</translation>
        </message>
        <message>
            <source>Show variants…</source>
            <translation>Mostrar variantes…</translation>
        </message>
        <message>
            <source>Show the variants of the selected repository</source>
            <translation>Mostrar las variantes del repositorio seleccionado</translation>
        </message>
        <message>
            <source>Work offline</source>
            <translation>Trabajar sin conexión</translation>
        </message>
        <message>
            <source>Turn on offline mode: Hearth stops trying to reach the hub</source>
            <translation>Activar el modo sin conexión: Hearth deja de intentar conectar con el hub</translation>
        </message>
        <message>
            <source>Searching and downloading are turned off: {0}. The curated list below works offline; models already installed keep working.</source>
            <translation>La búsqueda y las descargas están desactivadas: {0}. La lista seleccionada de abajo funciona sin conexión; los modelos ya instalados siguen funcionando.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>No disponible: {0}.</translation>
        </message>
        <message>
            <source> Gated: accept its licence on huggingface.co and add your access token under {0} first.</source>
            <translation> Acceso restringido: acepta primero su licencia en huggingface.co y añade tu token de acceso en {0}.</translation>
        </message>
        <message>
            <source>{0} Licence: {1}.{2}</source>
            <translation>{0} Licencia: {1}.{2}</translation>
        </message>
        <message>
            <source>Results for “{0}”</source>
            <translation>Resultados de «{0}»</translation>
        </message>
        <message>
            <source>All ONNX chat models</source>
            <translation>Todos los modelos de chat ONNX</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Buscando…</translation>
        </message>
        <message>
            <source>Loading more…</source>
            <translation>Cargando más…</translation>
        </message>
        <message>
            <source>No ONNX chat model matches. Try fewer or other words.</source>
            <translation>Ningún modelo de chat ONNX coincide. Prueba con menos palabras o con otras.</translation>
        </message>
        <message>
            <source> More on the hub.</source>
            <translation> Más en el hub.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln model(s) shown.{0}</source>
            <translation>
                <numerusform>%Ln modelo mostrado.{0}</numerusform>
                <numerusform>%Ln modelos mostrados.{0}</numerusform>
            </translation>
        </message>
        <message>
            <source>gated</source>
            <translation>acceso restringido</translation>
        </message>
        <message numerus="yes">
            <source> Listed: the %n curated model(s) that match.</source>
            <translation>
                <numerusform> En la lista: el %n modelo seleccionado que coincide.</numerusform>
                <numerusform> En la lista: los %n modelos seleccionados que coinciden.</numerusform>
            </translation>
        </message>
        <message>
            <source> No curated model matches.</source>
            <translation> Ningún modelo seleccionado coincide.</translation>
        </message>
        <message>
            <source>in Hearth's curated list</source>
            <translation>en la lista seleccionada de Hearth</translation>
        </message>
    </context>
    <context>
        <name>ModelSwitcher</name>
        <message>
            <source>Send your messages to another computer?</source>
            <translation>¿Enviar tus mensajes a otro equipo?</translation>
        </message>
        <message>
            <source>{0} runs on {1}. Everything you send in a chat with it — your messages, the conversation before them and the system prompt — leaves this computer and is processed there.

Send messages to {1}?</source>
            <translation>{0} funciona en {1}. Todo lo que envíes en un chat con él (tus mensajes, la conversación anterior y el prompt del sistema) sale de este equipo y se procesa allí.

¿Enviar mensajes a {1}?</translation>
        </message>
        <message>
            <source>Add a remote server</source>
            <translation>Añadir un servidor remoto</translation>
        </message>
        <message>
            <source>optional: a name for it</source>
            <translation>opcional: un nombre para él</translation>
        </message>
        <message>
            <source>optional: kept in your system's keyring</source>
            <translation>opcional: se guarda en el llavero de tu sistema</translation>
        </message>
        <message>
            <source>Server address</source>
            <translation>Dirección del servidor</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clave de API</translation>
        </message>
        <message>
            <source>Any server that speaks OpenAI's chat API: vLLM, llama.cpp's server, Ollama, LM Studio, Foundry Local, or another Hearth's `serve`.</source>
            <translation>Cualquier servidor que hable la API de chat de OpenAI: vLLM, el servidor de llama.cpp, Ollama, LM Studio, Foundry Local o el `serve` de otro Hearth.</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Dirección:</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Nombre:</translation>
        </message>
        <message>
            <source>API key:</source>
            <translation>Clave de API:</translation>
        </message>
        <message>
            <source>Model picker</source>
            <translation>Selector de modelo</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Choose the model for this chat (Ctrl+L)</source>
            <translation>Elegir el modelo de este chat (Ctrl+L)</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>Modelos</translation>
        </message>
        <message>
            <source>Where the model runs</source>
            <translation>Dónde funciona el modelo</translation>
        </message>
        <message>
            <source>Eject</source>
            <translation>Expulsar</translation>
        </message>
        <message>
            <source>Eject the model</source>
            <translation>Expulsar el modelo</translation>
        </message>
        <message>
            <source>Unload the model and give its memory back</source>
            <translation>Descargar el modelo de la memoria y liberarla</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Cargando {0}…</translation>
        </message>
        <message>
            <source>Cannot add the server</source>
            <translation>No se puede añadir el servidor</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Ningún modelo cargado</translation>
        </message>
        <message>
            <source>Runs on {0} — {1}</source>
            <translation>Funciona en {0} — {1}</translation>
        </message>
        <message>
            <source>{0} is served by another program on this computer ({1}): what you send goes to it, not to Hearth's engine.</source>
            <translation>{0} lo sirve otro programa de este equipo ({1}): lo que envías va a ese programa, no al motor de Hearth.</translation>
        </message>
        <message>
            <source>{0} is not on this computer: what you send is processed on {1}.</source>
            <translation>{0} no está en este equipo: lo que envías se procesa en {1}.</translation>
        </message>
        <message>
            <source>{0} cannot run {1} here{2}: it runs on the {3}.</source>
            <translation>{0} no puede ejecutar {1} aquí{2}: funciona en {3}.</translation>
        </message>
        <message>
            <source>Let Hearth choose</source>
            <translation>Dejar que Hearth elija</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>En este equipo</translation>
        </message>
        <message>
            <source>No models yet: get one in the Models window</source>
            <translation>Aún no hay modelos: consigue uno en la ventana Modelos</translation>
        </message>
        <message>
            <source>Remote servers</source>
            <translation>Servidores remotos</translation>
        </message>
        <message>
            <source>Add a remote server…</source>
            <translation>Añadir un servidor remoto…</translation>
        </message>
        <message>
            <source>Eject the model (free its memory)</source>
            <translation>Expulsar el modelo (liberar su memoria)</translation>
        </message>
        <message>
            <source>Manage models…</source>
            <translation>Gestionar modelos…</translation>
        </message>
        <message>
            <source>It sees images and thinks.</source>
            <translation>Ve imágenes y razona.</translation>
        </message>
        <message>
            <source>It sees images.</source>
            <translation>Ve imágenes.</translation>
        </message>
        <message>
            <source>It thinks.</source>
            <translation>Razona.</translation>
        </message>
        <message>
            <source>It answers in text: it does not think first nor see images.</source>
            <translation>Responde en texto: no razona antes ni ve imágenes.</translation>
        </message>
        <message>
            <source>Run {0} on</source>
            <translation>Ejecutar {0} en</translation>
        </message>
        <message>
            <source>Automatic (Hearth chooses)</source>
            <translation>Automático (Hearth elige)</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>falló</translation>
        </message>
        <message>
            <source>Failed: {0}</source>
            <translation>Falló: {0}</translation>
        </message>
        <message>
            <source>Enable {0} (about {1} download)…</source>
            <translation>Activar {0} (descarga de unos {1})…</translation>
        </message>
        <message>
            <source> {0} is loaded now.</source>
            <translation> Ahora está cargado {0}.</translation>
        </message>
        <message>
            <source>This chat was answered by {0}, which is no longer available.{1}</source>
            <translation>Este chat lo respondió {0}, que ya no está disponible.{1}</translation>
        </message>
        <message>
            <source>This chat was answered by {0}.{1}</source>
            <translation>Este chat lo respondió {0}.{1}</translation>
        </message>
        <message>
            <source>Load {0}</source>
            <translation>Cargar {0}</translation>
        </message>
        <message numerus="yes">
            <source>Added {0} ({1}): it offers %Ln model(s). Choose one in the model picker at the top (Ctrl+L).</source>
            <translation>
                <numerusform>Se añadió {0} ({1}): ofrece %Ln modelo. Elígelo en el selector de modelo de arriba (Ctrl+L).</numerusform>
                <numerusform>Se añadió {0} ({1}): ofrece %Ln modelos. Elige uno en el selector de modelo de arriba (Ctrl+L).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelsAccess</name>
        <message>
            <source>Hearth cannot write to {0} ({1}). Choose a folder you can write to.</source>
            <translation>Hearth no puede escribir en {0} ({1}). Elige una carpeta en la que puedas escribir.</translation>
        </message>
    </context>
    <context>
        <name>ModelsWindow</name>
        <message>
            <source>Models</source>
            <translation>Modelos</translation>
        </message>
        <message>
            <source>&amp;Get models</source>
            <translation>&amp;Obtener modelos</translation>
        </message>
        <message>
            <source>&amp;Downloads</source>
            <translation>&amp;Descargas</translation>
        </message>
        <message>
            <source>&amp;Installed</source>
            <translation>&amp;Instalados</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network…</source>
            <translation>&amp;Privacidad y red…</translation>
        </message>
        <message>
            <source>Privacy and network settings</source>
            <translation>Ajustes de privacidad y red</translation>
        </message>
        <message>
            <source>The access token, a mirror and offline mode (in Preferences)</source>
            <translation>El token de acceso, una réplica y el modo sin conexión (en Preferencias)</translation>
        </message>
        <message>
            <source>&amp;Downloads ({0})</source>
            <translation>&amp;Descargas ({0})</translation>
        </message>
    </context>
    <context>
        <name>NoticeBar</name>
        <message>
            <source>Information</source>
            <translation>Información</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Advertencia</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Error</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>Aviso</translation>
        </message>
        <message>
            <source>{0} text</source>
            <translation>Texto de {0}</translation>
        </message>
        <message>
            <source>{0} action</source>
            <translation>Acción de {0}</translation>
        </message>
        <message>
            <source>Dismiss {0}</source>
            <translation>Descartar {0}</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Descartar</translation>
        </message>
    </context>
    <context>
        <name>Parameters</name>
        <message>
            <source>Temperature</source>
            <translation>Temperatura</translation>
        </message>
        <message>
            <source>How adventurous the wording is: 0 always picks the most likely next word (greedy), 1 and above is more varied.</source>
            <translation>Lo arriesgada que es la redacción: 0 elige siempre la palabra siguiente más probable (greedy), de 1 en adelante es más variada.</translation>
        </message>
        <message>
            <source>Top-p</source>
            <translation>Top-p</translation>
        </message>
        <message>
            <source>Only consider the most likely words that together make up this share of the probability (0–1].</source>
            <translation>Considerar solo las palabras más probables que juntas suman esta parte de la probabilidad (0–1].</translation>
        </message>
        <message>
            <source>Top-k</source>
            <translation>Top-k</translation>
        </message>
        <message>
            <source>Only consider this many of the most likely words; 0 turns the limit off.</source>
            <translation>Considerar solo esta cantidad de las palabras más probables; 0 desactiva el límite.</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>Máx. de tokens nuevos</translation>
        </message>
        <message>
            <source>The longest reply, in tokens (a token is about three quarters of a word).</source>
            <translation>La respuesta más larga, en tokens (un token es unas tres cuartas partes de una palabra).</translation>
        </message>
        <message>
            <source>Repetition penalty</source>
            <translation>Penalización por repetición</translation>
        </message>
        <message>
            <source>Above 1 discourages repeating the same words; 1 is off.</source>
            <translation>Por encima de 1 desalienta repetir las mismas palabras; 1 la desactiva.</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Semilla</translation>
        </message>
        <message>
            <source>Leave blank for a new random seed every reply; a number makes replies repeatable.</source>
            <translation>Déjalo vacío para una semilla aleatoria nueva en cada respuesta; un número hace repetibles las respuestas.</translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>Seguir al sistema</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <source>Auto</source>
            <translation>Automático</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Activado</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Desactivado</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>Elegir la carpeta de modelos</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Preferencias</translation>
        </message>
        <message>
            <source>Preferences sections</source>
            <translation>Secciones de las preferencias</translation>
        </message>
        <message>
            <source>&amp;Appearance</source>
            <translation>&amp;Apariencia</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Tamaño del texto</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>Tamaño del sistema</translation>
        </message>
        <message>
            <source> pt</source>
            <translation> pt</translation>
        </message>
        <message>
            <source>The text size applies to the conversation and the message box.</source>
            <translation>El tamaño del texto se aplica a la conversación y al cuadro de mensaje.</translation>
        </message>
        <message>
            <source>&amp;New chats</source>
            <translation>&amp;Chats nuevos</translation>
        </message>
        <message>
            <source>Preset for new chats</source>
            <translation>Ajuste predefinido de los chats nuevos</translation>
        </message>
        <message>
            <source>Max new tokens for new chats</source>
            <translation>Máx. de tokens nuevos de los chats nuevos</translation>
        </message>
        <message>
            <source>Max new tokens problem</source>
            <translation>Problema con el máx. de tokens nuevos</translation>
        </message>
        <message>
            <source>System prompt for new chats</source>
            <translation>Prompt del sistema de los chats nuevos</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>Por ejemplo: Eres un asistente conciso. Responde en español.</translation>
        </message>
        <message>
            <source>A new chat starts with these values; the settings panel of a chat changes that chat only, and says where it differs from them.</source>
            <translation>Un chat nuevo empieza con estos valores; el panel de ajustes de un chat solo cambia ese chat e indica en qué difiere de ellos.</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Ajuste predefinido</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>Máx. de tokens nuevos</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt del sistema</translation>
        </message>
        <message>
            <source>&amp;Models</source>
            <translation>&amp;Modelos</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>Carpeta de modelos</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>Cambiar…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>Cambiar la carpeta de modelos</translation>
        </message>
        <message>
            <source>Models folder problem</source>
            <translation>Problema con la carpeta de modelos</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Carpeta</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are.</source>
            <translation>Los modelos de la carpeta anterior se quedan donde están.</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network</source>
            <translation>&amp;Privacidad y red</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>Ajustes no guardados</translation>
        </message>
        <message>
            <source>&amp;General</source>
            <translation>&amp;General</translation>
        </message>
        <message>
            <source>Open the last conversation when Hearth starts</source>
            <translation>Abrir la última conversación al iniciar Hearth</translation>
        </message>
        <message>
            <source>Let the model name new conversations (after the first reply, when idle)</source>
            <translation>Dejar que el modelo ponga nombre a las conversaciones nuevas (tras la primera respuesta, cuando esté libre)</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Hearth speaks the new language after a restart.</source>
            <translation>Hearth usará el nuevo idioma tras reiniciarse.</translation>
        </message>
        <message>
            <source>Speculative decoding</source>
            <translation>Decodificación especulativa</translation>
        </message>
        <message>
            <source>Greedy replies (temperature 0, the Precise preset) that repeat the conversation — quotes, a rewritten passage, edited code — come faster: words that followed the same words earlier are checked several at once. Auto stops when the guesses do not pay off.</source>
            <translation>Las respuestas greedy (temperatura 0, el ajuste Precise) que repiten la conversación (citas, un fragmento reescrito, código editado) llegan antes: las palabras que antes siguieron a las mismas palabras se comprueban varias a la vez. Automático se detiene cuando las conjeturas no compensan.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example 512.</source>
            <translation>Escribe un número entero, por ejemplo 512.</translation>
        </message>
    </context>
    <context>
        <name>PresetPicker</name>
        <message>
            <source>Save preset</source>
            <translation>Guardar ajuste predefinido</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>Nombre del ajuste predefinido:</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Ajuste predefinido</translation>
        </message>
        <message>
            <source>Apply a saved set of values</source>
            <translation>Aplicar un conjunto de valores guardado</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizado</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>Guardar como…</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>Guardar como ajuste predefinido</translation>
        </message>
        <message>
            <source>Save the current values as a named preset</source>
            <translation>Guardar los valores actuales como un ajuste predefinido con nombre</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Delete preset</source>
            <translation>Eliminar ajuste predefinido</translation>
        </message>
        <message>
            <source>Fix the values marked in red first</source>
            <translation>Corrige primero los valores marcados en rojo</translation>
        </message>
        <message>
            <source>Choose one of your own presets to delete it</source>
            <translation>Elige uno de tus ajustes predefinidos para eliminarlo</translation>
        </message>
        <message>
            <source>“{0}” is built in and can't be deleted</source>
            <translation>«{0}» es integrado y no se puede eliminar</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”</source>
            <translation>Eliminar el ajuste predefinido «{0}»</translation>
        </message>
        <message>
            <source>Replace preset</source>
            <translation>Reemplazar ajuste predefinido</translation>
        </message>
        <message>
            <source>Replace the preset “{0}” with these values?</source>
            <translation>¿Reemplazar el ajuste predefinido «{0}» por estos valores?</translation>
        </message>
        <message>
            <source>Preset not saved</source>
            <translation>Ajuste predefinido no guardado</translation>
        </message>
        <message>
            <source>The preset could not be saved: {0}</source>
            <translation>No se pudo guardar el ajuste predefinido: {0}</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”? This cannot be undone.</source>
            <translation>¿Eliminar el ajuste predefinido «{0}»? No se puede deshacer.</translation>
        </message>
        <message>
            <source>Preset not deleted</source>
            <translation>Ajuste predefinido no eliminado</translation>
        </message>
        <message>
            <source>The preset could not be deleted: {0}</source>
            <translation>No se pudo eliminar el ajuste predefinido: {0}</translation>
        </message>
    </context>
    <context>
        <name>PrivacySettings</name>
        <message>
            <source>The token is kept in the OS keyring.</source>
            <translation>El token se guarda en el llavero del sistema.</translation>
        </message>
        <message>
            <source>The token is kept for this session only: no keyring is available on this system, so Hearth will ask for it again next time. It is never written to a file.</source>
            <translation>El token se guarda solo para esta sesión: no hay ningún llavero disponible en este sistema, así que Hearth lo volverá a pedir la próxima vez. Nunca se escribe en un archivo.</translation>
        </message>
        <message>
            <source>Hearth never sends your conversations anywhere. Offline mode goes further: no searching, downloading or token checks, so Hearth makes no network connection at all. Installed models keep working.</source>
            <translation>Hearth nunca envía tus conversaciones a ninguna parte. El modo sin conexión va más allá: sin búsquedas, descargas ni comprobaciones del token, así que Hearth no abre ninguna conexión de red. Los modelos instalados siguen funcionando.</translation>
        </message>
        <message>
            <source>Enter the address of a Hugging Face mirror, like https://hf-mirror.com (with https://).</source>
            <translation>Escribe la dirección de una réplica de Hugging Face, como https://hf-mirror.com (con https://).</translation>
        </message>
        <message>
            <source>Enter only the mirror's address, without a query, a fragment or a password in it.</source>
            <translation>Escribe solo la dirección de la réplica, sin consulta, fragmento ni contraseña.</translation>
        </message>
        <message>
            <source>hf_…  (from huggingface.co/settings/tokens)</source>
            <translation>hf_…  (de huggingface.co/settings/tokens)</translation>
        </message>
        <message>
            <source>Hugging Face access token</source>
            <translation>Token de acceso de Hugging Face</translation>
        </message>
        <message>
            <source>Check and save</source>
            <translation>Comprobar y guardar</translation>
        </message>
        <message>
            <source>Check the access token and save it</source>
            <translation>Comprobar el token de acceso y guardarlo</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Remove the saved access token</source>
            <translation>Quitar el token de acceso guardado</translation>
        </message>
        <message>
            <source>Access token status</source>
            <translation>Estado del token de acceso</translation>
        </message>
        <message>
            <source>About the access token</source>
            <translation>Acerca del token de acceso</translation>
        </message>
        <message>
            <source>Hugging Face mirror address</source>
            <translation>Dirección de la réplica de Hugging Face</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Aplicar</translation>
        </message>
        <message>
            <source>Use this mirror address</source>
            <translation>Usar esta dirección de réplica</translation>
        </message>
        <message>
            <source>Mirror address status</source>
            <translation>Estado de la dirección de réplica</translation>
        </message>
        <message>
            <source>Mirror</source>
            <translation>Réplica</translation>
        </message>
        <message>
            <source>About the mirror</source>
            <translation>Acerca de la réplica</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>Offline mode: make no network connections</source>
            <translation>Modo sin conexión: no abrir conexiones de red</translation>
        </message>
        <message>
            <source>Offline mode</source>
            <translation>Modo sin conexión</translation>
        </message>
        <message>
            <source>Offline mode explanation</source>
            <translation>Explicación del modo sin conexión</translation>
        </message>
        <message>
            <source>Network status</source>
            <translation>Estado de la red</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Red</translation>
        </message>
        <message>
            <source>Paste a token from huggingface.co/settings/tokens first.</source>
            <translation>Pega primero un token de huggingface.co/settings/tokens.</translation>
        </message>
        <message>
            <source>The token cannot be checked with {0}: {1}.</source>
            <translation>No se puede comprobar el token con {0}: {1}.</translation>
        </message>
        <message>
            <source>Checking the token with {0}…</source>
            <translation>Comprobando el token con {0}…</translation>
        </message>
        <message>
            <source>Signed in as {0}. {1}</source>
            <translation>Sesión iniciada como {0}. {1}</translation>
        </message>
        <message>
            <source>A token is saved. Paste a new one to replace it.</source>
            <translation>Hay un token guardado. Pega uno nuevo para reemplazarlo.</translation>
        </message>
        <message>
            <source>The access token was removed. Gated and private models need it again.</source>
            <translation>Se quitó el token de acceso. Los modelos restringidos y privados vuelven a necesitarlo.</translation>
        </message>
        <message>
            <source> (the HF_ENDPOINT environment variable)</source>
            <translation> (la variable de entorno HF_ENDPOINT)</translation>
        </message>
        <message>
            <source> (the default)</source>
            <translation> (la predeterminada)</translation>
        </message>
        <message>
            <source>Where searches, downloads and token checks go. Leave it empty for {0}{1}; enter a mirror or a proxy of the hub where that is slow or blocked.</source>
            <translation>Adónde van las búsquedas, las descargas y las comprobaciones del token. Déjalo vacío para {0}{1}; escribe una réplica o un proxy del hub donde este sea lento o esté bloqueado.</translation>
        </message>
        <message>
            <source>Needed only for gated models (accept their licence on huggingface.co first) and private ones. A read-only token is enough. Hearth checks it with {0} before saving it.</source>
            <translation>Solo hace falta para los modelos de acceso restringido (acepta antes su licencia en huggingface.co) y los privados. Basta con un token de solo lectura. Hearth lo comprueba con {0} antes de guardarlo.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0} (the mirror address above).</source>
            <translation>Las búsquedas y descargas van a {0} (la dirección de réplica de arriba).</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}, set by the HF_ENDPOINT environment variable; a mirror address here takes its place.</source>
            <translation>Las búsquedas y descargas van a {0}, fijado por la variable de entorno HF_ENDPOINT; una dirección de réplica aquí la sustituye.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}.</source>
            <translation>Las búsquedas y descargas van a {0}.</translation>
        </message>
        <message>
            <source> It is not encrypted (http): anyone on the way can see which models you fetch. Downloads are still checked against their checksums.</source>
            <translation> No está cifrado (http): cualquiera en el camino puede ver qué modelos descargas. Las descargas se siguen comprobando con sus sumas de verificación.</translation>
        </message>
        <message>
            <source>Online: Hearth connects only when you search, download or check a token.</source>
            <translation>Con conexión: Hearth solo se conecta cuando buscas, descargas o compruebas un token.</translation>
        </message>
        <message>
            <source>Offline: searching, downloading and token checks are off.</source>
            <translation>Sin conexión: las búsquedas, descargas y comprobaciones del token están desactivadas.</translation>
        </message>
        <message>
            <source>Offline whatever this switch says: {0}. Unset it and restart Hearth to search or download.</source>
            <translation>Sin conexión diga lo que diga este interruptor: {0}. Elimínala y reinicia Hearth para buscar o descargar.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>No disponible: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectDialog</name>
        <message>
            <source>Each chat keeps its own.</source>
            <translation>Cada chat conserva los suyos.</translation>
        </message>
        <message>
            <source>New project</source>
            <translation>Nuevo proyecto</translation>
        </message>
        <message>
            <source>Project settings — {0}</source>
            <translation>Ajustes del proyecto — {0}</translation>
        </message>
        <message>
            <source>For example: Thesis, Garden, Work</source>
            <translation>Por ejemplo: Tesis, Jardín, Trabajo</translation>
        </message>
        <message>
            <source>An emoji shown before the name in the sidebar</source>
            <translation>Un emoji que se muestra antes del nombre en la barra lateral</translation>
        </message>
        <message>
            <source>What every chat in this project should know or do, before the chat's own system prompt</source>
            <translation>Lo que cada chat de este proyecto debe saber o hacer, antes del prompt del sistema propio del chat</translation>
        </message>
        <message>
            <source>Whichever model is loaded</source>
            <translation>El modelo que esté cargado</translation>
        </message>
        <message>
            <source>{0} (not installed)</source>
            <translation>{0} (no instalado)</translation>
        </message>
        <message>
            <source>Document libraries</source>
            <translation>Bibliotecas de documentos</translation>
        </message>
        <message>
            <source>No shared libraries yet: add a folder under Documents.</source>
            <translation>Aún no hay bibliotecas compartidas: añade una carpeta en Documentos.</translation>
        </message>
        <message>
            <source>Use the open chat's</source>
            <translation>Usar los del chat abierto</translation>
        </message>
        <message>
            <source>Each chat its own</source>
            <translation>Cada chat los suyos</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nombre:</translation>
        </message>
        <message>
            <source>&amp;Emoji:</source>
            <translation>&amp;Emoji:</translation>
        </message>
        <message>
            <source>&amp;Instructions:</source>
            <translation>&amp;Instrucciones:</translation>
        </message>
        <message>
            <source>Default &amp;model:</source>
            <translation>&amp;Modelo predeterminado:</translation>
        </message>
        <message>
            <source>&amp;Libraries:</source>
            <translation>&amp;Bibliotecas:</translation>
        </message>
        <message>
            <source>Generation settings:</source>
            <translation>Ajustes de generación:</translation>
        </message>
        <message>
            <source>The instructions hold at most {0} characters: the rest was cut.</source>
            <translation>Las instrucciones admiten como máximo {0} caracteres: el resto se ha cortado.</translation>
        </message>
    </context>
    <context>
        <name>ProjectFiles</name>
        <message>
            <source>Export project</source>
            <translation>Exportar proyecto</translation>
        </message>
        <message>
            <source>Hearth project (*.json)</source>
            <translation>Proyecto de Hearth (*.json)</translation>
        </message>
        <message>
            <source>Import project</source>
            <translation>Importar proyecto</translation>
        </message>
        <message>
            <source>Project not exported</source>
            <translation>Proyecto no exportado</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.</source>
            <translation>Hearth no pudo escribir {0}: {1}.</translation>
        </message>
        <message>
            <source>Project not imported</source>
            <translation>Proyecto no importado</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth project file.</source>
            <translation>{0} ocupa más de 200 MB; no es un archivo de proyecto de Hearth.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth no pudo leer {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} is not a Hearth project file (a .json file made by Export project…).</source>
            <translation>{0} no es un archivo de proyecto de Hearth (un archivo .json creado con «Exportar proyecto…»).</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>No se pudo importar {0}: {1}.</translation>
        </message>
        <message>
            <source>The project could not be saved: {0}.</source>
            <translation>No se pudo guardar el proyecto: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectTree</name>
        <message>
            <source>Move to project</source>
            <translation>Mover al proyecto</translation>
        </message>
        <message>
            <source>No project (a loose chat)</source>
            <translation>Sin proyecto (un chat suelto)</translation>
        </message>
        <message>
            <source>Projects</source>
            <translation>Proyectos</translation>
        </message>
        <message>
            <source>New project…</source>
            <translation>Nuevo proyecto…</translation>
        </message>
        <message>
            <source>Group chats with shared instructions, documents and model (Ctrl+Shift+N)</source>
            <translation>Agrupar chats con instrucciones, documentos y modelo compartidos (Ctrl+Mayús+N)</translation>
        </message>
        <message>
            <source>Enter opens a chat or folds a project; F2 renames, Del deletes; right-click for more</source>
            <translation>Intro abre un chat o pliega un proyecto; F2 renombra, Supr elimina; clic derecho para más</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Cambiar nombre</translation>
        </message>
        <message>
            <source>Delete project…</source>
            <translation>Eliminar proyecto…</translation>
        </message>
        <message>
            <source>Chat actions</source>
            <translation>Acciones del chat</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <source>Project actions</source>
            <translation>Acciones del proyecto</translation>
        </message>
        <message>
            <source>New chat in project</source>
            <translation>Nuevo chat en el proyecto</translation>
        </message>
        <message>
            <source>Project settings…</source>
            <translation>Ajustes del proyecto…</translation>
        </message>
        <message>
            <source>Search in project…</source>
            <translation>Buscar en el proyecto…</translation>
        </message>
        <message>
            <source>Export project…</source>
            <translation>Exportar proyecto…</translation>
        </message>
    </context>
    <context>
        <name>Projects</name>
        <message>
            <source>A project's instructions hold at most {0} characters.</source>
            <translation>Las instrucciones de un proyecto admiten como máximo {0} caracteres.</translation>
        </message>
        <message>
            <source>A project needs a name.</source>
            <translation>Un proyecto necesita un nombre.</translation>
        </message>
        <message>
            <source>A project's name holds at most {0} characters.</source>
            <translation>El nombre de un proyecto tiene como máximo {0} caracteres.</translation>
        </message>
        <message>
            <source>There is already a project called {0}.</source>
            <translation>Ya hay un proyecto llamado {0}.</translation>
        </message>
        <message>
            <source>That project no longer exists.</source>
            <translation>Ese proyecto ya no existe.</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}</source>
            <translation>No se pudo guardar el proyecto: {0}</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}.</source>
            <translation>No se pudo guardar el proyecto: {0}.</translation>
        </message>
        <message>
            <source>That chat or project no longer exists.</source>
            <translation>Ese chat o proyecto ya no existe.</translation>
        </message>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>No se pudo guardar el cambio: {0}.</translation>
        </message>
        <message>
            <source>Search in</source>
            <translation>Buscar en</translation>
        </message>
        <message>
            <source>&amp;Projects</source>
            <translation>&amp;Proyectos</translation>
        </message>
        <message>
            <source>&amp;New project…</source>
            <translation>&amp;Nuevo proyecto…</translation>
        </message>
        <message>
            <source>New &amp;chat in this project</source>
            <translation>Nuevo &amp;chat en este proyecto</translation>
        </message>
        <message>
            <source>Project &amp;settings…</source>
            <translation>&amp;Ajustes del proyecto…</translation>
        </message>
        <message>
            <source>&amp;Move this chat to</source>
            <translation>&amp;Mover este chat a</translation>
        </message>
        <message>
            <source>&amp;Export this project…</source>
            <translation>&amp;Exportar este proyecto…</translation>
        </message>
        <message>
            <source>&amp;Import project…</source>
            <translation>&amp;Importar proyecto…</translation>
        </message>
        <message>
            <source>All conversations</source>
            <translation>Todas las conversaciones</translation>
        </message>
        <message>
            <source>In {0}</source>
            <translation>En {0}</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>Exportado a {0}</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{0}” with %n chat(s).</source>
            <translation>
                <numerusform>Se importó «{0}» con %n chat.</numerusform>
                <numerusform>Se importó «{0}» con %n chats.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not on this computer, so not ticked: {0}.</source>
            <translation>No está en este equipo, así que no se marcó: {0}.</translation>
        </message>
        <message>
            <source>Delete project</source>
            <translation>Eliminar proyecto</translation>
        </message>
        <message>
            <source>Delete the project “{0}”?</source>
            <translation>¿Eliminar el proyecto «{0}»?</translation>
        </message>
        <message numerus="yes">
            <source>It has %n chat(s). Kept, they become loose chats and its memories apply to every chat.</source>
            <translation>
                <numerusform>Tiene %n chat. Si lo conservas, pasa a ser un chat suelto y los recuerdos del proyecto valen para todos los chats.</numerusform>
                <numerusform>Tiene %n chats. Si los conservas, pasan a ser chats sueltos y los recuerdos del proyecto valen para todos los chats.</numerusform>
            </translation>
        </message>
        <message>
            <source>Deleted with its chats, the project's memories are deleted too.</source>
            <translation>Si lo eliminas con sus chats, los recuerdos del proyecto también se eliminan.</translation>
        </message>
        <message>
            <source>Keep the chats</source>
            <translation>Conservar los chats</translation>
        </message>
        <message>
            <source>Delete the chats too</source>
            <translation>Eliminar también los chats</translation>
        </message>
        <message>
            <source>This project's model, {0}, is no longer available.</source>
            <translation>El modelo de este proyecto, {0}, ya no está disponible.</translation>
        </message>
    </context>
    <context>
        <name>Provenance</name>
        <message>
            <source>finished</source>
            <translation>terminada</translation>
        </message>
        <message>
            <source>stopped at the length limit</source>
            <translation>detenida en el límite de longitud</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>detenida</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fallida</translation>
        </message>
        <message>
            <source>runs on {0}</source>
            <translation>se ejecuta en {0}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln token</numerusform>
                <numerusform>%Ln tokens</numerusform>
            </translation>
        </message>
        <message>
            <source>prompt {0}, {1} cached</source>
            <translation>prompt {0}, {1} en caché</translation>
        </message>
        <message>
            <source>prompt {0}</source>
            <translation>prompt {0}</translation>
        </message>
        <message>
            <source>first token {0} s</source>
            <translation>primer token {0} s</translation>
        </message>
        <message>
            <source>{0} tok/s</source>
            <translation>{0} tokens/s</translation>
        </message>
        <message>
            <source>drafts {0}% accepted ({1} of {2})</source>
            <translation>borradores aceptados al {0} % ({1} de {2})</translation>
        </message>
    </context>
    <context>
        <name>QGuiApplication</name>
        <message>
            <source>QT_LAYOUT_DIRECTION</source>
            <translation>LTR</translation>
        </message>
    </context>
    <context>
        <name>SearchPanel</name>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Asistente</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt del sistema</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sin título</translation>
        </message>
        <message>
            <source>Search messages</source>
            <translation>Buscar mensajes</translation>
        </message>
        <message>
            <source>Search all conversations</source>
            <translation>Buscar en todas las conversaciones</translation>
        </message>
        <message>
            <source>Every word must match; end a word with * to match its beginning (hel*)</source>
            <translation>Cada palabra debe coincidir; termina una palabra con * para buscar su comienzo (hol*)</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>Estado de la búsqueda</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Resultados de la búsqueda</translation>
        </message>
        <message>
            <source>Search failed: {0}</source>
            <translation>La búsqueda falló: {0}</translation>
        </message>
        <message>
            <source>Type to search every conversation.</source>
            <translation>Escribe para buscar en todas las conversaciones.</translation>
        </message>
        <message>
            <source>No results for “{0}”.</source>
            <translation>No hay resultados para «{0}».</translation>
        </message>
        <message numerus="yes">
            <source>%Ln result(s)</source>
            <translation>
                <numerusform>%Ln resultado</numerusform>
                <numerusform>%Ln resultados</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Selftest</name>
        <message>
            <source>Hearth</source>
            <translation>Hearth</translation>
        </message>
    </context>
    <context>
        <name>ServerDialog</name>
        <message>
            <source>Local server</source>
            <translation>Servidor local</translation>
        </message>
        <message>
            <source>Serve the loaded model to other programs (OpenAI-compatible API)</source>
            <translation>Servir el modelo cargado a otros programas (API compatible con OpenAI)</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Puerto</translation>
        </message>
        <message>
            <source>Port number</source>
            <translation>Número de puerto</translation>
        </message>
        <message>
            <source>No key: only programs on this computer can connect</source>
            <translation>Sin clave: solo los programas de este equipo pueden conectarse</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clave de API</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>Clave nueva</translation>
        </message>
        <message>
            <source>Remove key</source>
            <translation>Quitar la clave</translation>
        </message>
        <message>
            <source>Allow other computers on the network (needs a key)</source>
            <translation>Permitir otros equipos de la red (necesita una clave)</translation>
        </message>
        <message>
            <source>Connect a coding tool…</source>
            <translation>Conectar una herramienta de programación…</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Clave</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>The local server needs Hearth's engine, which is not running here.</source>
            <translation>El servidor local necesita el motor de Hearth, que no está funcionando aquí.</translation>
        </message>
        <message>
            <source>What Claude Code, Codex, opencode or Continue needs to use this server (as main.py connect prints or writes it)</source>
            <translation>Lo que necesitan Claude Code, Codex, opencode o Continue para usar este servidor (como lo muestra o escribe main.py connect)</translation>
        </message>
        <message>
            <source>Switch the server on (and press OK) first: a tool connects to the running server</source>
            <translation>Activa primero el servidor (y pulsa Aceptar): una herramienta se conecta al servidor en marcha</translation>
        </message>
        <message>
            <source>(off)</source>
            <translation>(desactivado)</translation>
        </message>
    </context>
    <context>
        <name>ServerForm</name>
        <message>
            <source>Edit tool server</source>
            <translation>Editar servidor de herramientas</translation>
        </message>
        <message>
            <source>Add tool server</source>
            <translation>Añadir servidor de herramientas</translation>
        </message>
        <message>
            <source>e.g.  uvx mcp-server-time   or   npx -y @modelcontextprotocol/server-filesystem ~/Documents</source>
            <translation>p. ej.  uvx mcp-server-time   o   npx -y @modelcontextprotocol/server-filesystem ~/Documents</translation>
        </message>
        <message>
            <source>or the URL of a Streamable HTTP server</source>
            <translation>o la URL de un servidor HTTP Streamable</translation>
        </message>
        <message>
            <source>its key, kept in the system keyring (HTTP only; empty: unchanged)</source>
            <translation>su clave, guardada en el llavero del sistema (solo HTTP; vacía: sin cambios)</translation>
        </message>
        <message>
            <source>its environment, one NAME=value a line (command servers)</source>
            <translation>su entorno, un NOMBRE=valor por línea (servidores de comando)</translation>
        </message>
        <message>
            <source>Environment variables</source>
            <translation>Variables de entorno</translation>
        </message>
        <message>
            <source>Uses the network (turned off in offline mode)</source>
            <translation>Usa la red (desactivado en el modo sin conexión)</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nombre</translation>
        </message>
        <message>
            <source>&amp;Command</source>
            <translation>&amp;Comando</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>&amp;URL</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>C&amp;lave</translation>
        </message>
        <message>
            <source>&amp;Environment</source>
            <translation>E&amp;ntorno</translation>
        </message>
        <message>
            <source>The command cannot be read: {0}.</source>
            <translation>No se puede leer el comando: {0}.</translation>
        </message>
        <message>
            <source>Each line of the environment is NAME=value: {0!r} is not.</source>
            <translation>Cada línea del entorno es NOMBRE=valor: {0!r} no lo es.</translation>
        </message>
    </context>
    <context>
        <name>ServerIndicator</name>
        <message>
            <source>Local server</source>
            <translation>Servidor local</translation>
        </message>
        <message>
            <source>API {0} · {1} {2}</source>
            <translation>API {0} · {1} {2}</translation>
        </message>
        <message>
            <source>Hearth is serving the loaded model to other programs (OpenAI-compatible API at {0}/v1). File → Local server… changes it.</source>
            <translation>Hearth sirve el modelo cargado a otros programas (API compatible con OpenAI en {0}/v1). Archivo → Servidor local… lo cambia.</translation>
        </message>
    </context>
    <context>
        <name>ServerPanel</name>
        <message>
            <source>another program's request (the local server)</source>
            <translation>la petición de otro programa (el servidor local)</translation>
        </message>
        <message>
            <source>&amp;Local server…</source>
            <translation>Servidor &amp;local…</translation>
        </message>
    </context>
    <context>
        <name>SettingsFields</name>
        <message>
            <source>Enter a number, for example {0}.</source>
            <translation>Escribe un número, por ejemplo {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example {0}.</source>
            <translation>Escribe un número entero, por ejemplo {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, or leave it blank for a random seed.</source>
            <translation>Escribe un número entero o déjalo vacío para una semilla aleatoria.</translation>
        </message>
    </context>
    <context>
        <name>SettingsPanel</name>
        <message>
            <source>Differs from the defaults</source>
            <translation>Difiere de los predeterminados</translation>
        </message>
        <message>
            <source>Reset to defaults</source>
            <translation>Restablecer los predeterminados</translation>
        </message>
        <message>
            <source>Reset to the defaults for new chats</source>
            <translation>Restablecer los valores predeterminados de los chats nuevos</translation>
        </message>
        <message>
            <source>Use the defaults for new chats (Preferences, Ctrl+,) in this chat</source>
            <translation>Usar en este chat los valores predeterminados de los chats nuevos (Preferencias, Ctrl+,)</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Ajuste predefinido</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt del sistema</translation>
        </message>
        <message>
            <source>Instructions the model reads before the conversation</source>
            <translation>Instrucciones que el modelo lee antes de la conversación</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>Por ejemplo: Eres un asistente conciso. Responde en español.</translation>
        </message>
        <message>
            <source>Settings problem</source>
            <translation>Problema con los ajustes</translation>
        </message>
        <message>
            <source>{0} problem</source>
            <translation>Problema con {0}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>random</source>
            <translation>aleatoria</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vacío</translation>
        </message>
        <message>
            <source>Default for new chats: {0}</source>
            <translation>Predeterminado de los chats nuevos: {0}</translation>
        </message>
        <message>
            <source>Differs from your defaults for new chats: {0}.</source>
            <translation>Difiere de tus valores predeterminados para chats nuevos: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ShortcutHelp</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Shortcut list</source>
            <translation>Lista de atajos</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Cerrar (Esc)</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Sidebar</source>
            <translation>Barra lateral</translation>
        </message>
        <message>
            <source>← Conversations</source>
            <translation>← Conversaciones</translation>
        </message>
        <message>
            <source>Back to conversations</source>
            <translation>Volver a las conversaciones</translation>
        </message>
        <message>
            <source>Close search (Esc)</source>
            <translation>Cerrar la búsqueda (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SourceDialog</name>
        <message>
            <source>Source [{0}]</source>
            <translation>Fuente [{0}]</translation>
        </message>
        <message>
            <source>Source passage</source>
            <translation>Fragmento de la fuente</translation>
        </message>
        <message>
            <source>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</source>
            <translation>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</translation>
        </message>
        <message>
            <source>Passage</source>
            <translation>Fragmento</translation>
        </message>
        <message>
            <source>Open file</source>
            <translation>Abrir archivo</translation>
        </message>
        <message>
            <source>Open the file in the program your system uses for it</source>
            <translation>Abrir el archivo en el programa que usa tu sistema para él</translation>
        </message>
    </context>
    <context>
        <name>Speed</name>
        <message>
            <source>fast</source>
            <translation>rápido</translation>
        </message>
        <message>
            <source>usable</source>
            <translation>aceptable</translation>
        </message>
        <message>
            <source>slow</source>
            <translation>lento</translation>
        </message>
        <message>
            <source>measured {0} tokens a second</source>
            <translation>medido: {0} tokens por segundo</translation>
        </message>
        <message>
            <source>at least {0} tokens a second</source>
            <translation>al menos {0} tokens por segundo</translation>
        </message>
        <message>
            <source>about {0} tokens a second</source>
            <translation>unos {0} tokens por segundo</translation>
        </message>
        <message>
            <source>{0} · ≥ {1} tok/s</source>
            <translation>{0} · ≥ {1} tok/s</translation>
        </message>
        <message>
            <source>{0} · ≈ {1} tok/s</source>
            <translation>{0} · ≈ {1} tok/s</translation>
        </message>
        <message>
            <source>The speed its last reply was written at on this computer. 10 or more reads comfortably.</source>
            <translation>La velocidad a la que se escribió su última respuesta en este ordenador. Desde 10 se lee con comodidad.</translation>
        </message>
        <message>
            <source>an assumed floor for GPU memory</source>
            <translation>un mínimo supuesto para la memoria de GPU</translation>
        </message>
        <message>
            <source>this machine's memory, measured</source>
            <translation>la memoria de este equipo, medida</translation>
        </message>
        <message>
            <source>Writing reads all {0} GB of weights for every word piece: at {1} GB/s ({2}) that is about {3} tokens a second. 10 or more reads comfortably.</source>
            <translation>Escribir lee los {0} GB de pesos en cada fragmento de palabra: a {1} GB/s ({2}) son unos {3} tokens por segundo. Desde 10 se lee con comodidad.</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} falló: {1}</translation>
        </message>
        <message>
            <source>{0}

Hearth skips the failed devices for this model from now on. Use this menu to try all devices again (after a driver update, say).</source>
            <translation>{0}

Hearth omite a partir de ahora los dispositivos que fallaron para este modelo. Usa este menú para volver a probar todos los dispositivos (tras actualizar un controlador, por ejemplo).</translation>
        </message>
        <message>
            <source>{0} ({1} skipped: failed before)</source>
            <translation>{0} ({1} omitido: falló antes)</translation>
        </message>
        <message>
            <source>{0} failed the last time this model was loaded, so Hearth went straight to {1}. Use this menu to try all devices again.</source>
            <translation>{0} falló la última vez que se cargó este modelo, así que Hearth pasó directamente a {1}. Usa este menú para volver a probar todos los dispositivos.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Ningún modelo cargado</translation>
        </message>
        <message>
            <source>Model and device</source>
            <translation>Modelo y dispositivo</translation>
        </message>
        <message>
            <source>Try all devices again</source>
            <translation>Volver a probar todos los dispositivos</translation>
        </message>
        <message>
            <source>Device fallback</source>
            <translation>Dispositivo alternativo</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>Contexto usado</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>Velocidad de la última respuesta</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Cargando {0}…</translation>
        </message>
        <message numerus="yes">
            <source>Context: %Ln token(s)</source>
            <translation>
                <numerusform>Contexto: %Ln token</numerusform>
                <numerusform>Contexto: %Ln tokens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln token</numerusform>
                <numerusform>%Ln tokens</numerusform>
            </translation>
        </message>
        <message>
            <source>How much of the model's context this conversation uses</source>
            <translation>Cuánto del contexto del modelo usa esta conversación</translation>
        </message>
        <message>
            <source> · first token {0} s</source>
            <translation> · primer token {0} s</translation>
        </message>
        <message>
            <source>{0} tok/s{1}</source>
            <translation>{0} tok/s{1}</translation>
        </message>
        <message>
            <source>Speed of the last reply in this conversation</source>
            <translation>Velocidad de la última respuesta de esta conversación</translation>
        </message>
        <message>
            <source>No reply in this conversation yet</source>
            <translation>Aún no hay respuestas en esta conversación</translation>
        </message>
    </context>
    <context>
        <name>StoreWrites</name>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the conversations file can't be written (read-only)</source>
            <translation>no se puede escribir el archivo de conversaciones (solo lectura)</translation>
        </message>
        <message>
            <source>the conversations file can't be written</source>
            <translation>no se puede escribir el archivo de conversaciones</translation>
        </message>
        <message>
            <source>Couldn't save: {0}. The reply is kept in memory; free some space and it will be saved.</source>
            <translation>No se pudo guardar: {0}. La respuesta se conserva en memoria; libera espacio y se guardará.</translation>
        </message>
        <message>
            <source>Everything is saved again.</source>
            <translation>Todo vuelve a estar guardado.</translation>
        </message>
    </context>
    <context>
        <name>ThinkButton</name>
        <message>
            <source>This model answers without thinking first.</source>
            <translation>Este modelo responde sin razonar antes.</translation>
        </message>
        <message>
            <source>This model thinks before it answers; thinking can be switched off for a chat.</source>
            <translation>Este modelo razona antes de responder; el razonamiento se puede desactivar en un chat.</translation>
        </message>
        <message>
            <source>This model always thinks before it answers (not switchable: its chat template has no switch).</source>
            <translation>Este modelo siempre razona antes de responder (no se puede desactivar: su plantilla de chat no tiene interruptor).</translation>
        </message>
        <message>
            <source>Think</source>
            <translation>Razonar</translation>
        </message>
        <message>
            <source>Think before answering</source>
            <translation>Razonar antes de responder</translation>
        </message>
        <message>
            <source>Think by default with this model</source>
            <translation>Razonar por defecto con este modelo</translation>
        </message>
        <message>
            <source>On: the model thinks before it answers in this chat (click to answer at once)</source>
            <translation>Activado: el modelo razona antes de responder en este chat (haz clic para que responda enseguida)</translation>
        </message>
        <message>
            <source>Off: the model answers at once in this chat (click to let it think)</source>
            <translation>Desactivado: el modelo responde enseguida en este chat (haz clic para dejarlo razonar)</translation>
        </message>
        <message>
            <source>{0}. The arrow sets what new chats with this model start with.</source>
            <translation>{0}. La flecha fija cómo empiezan los chats nuevos con este modelo.</translation>
        </message>
    </context>
    <context>
        <name>ThinkingHtml</name>
        <message>
            <source>Its latest lines as it thinks; all of it once the reply has ended.</source>
            <translation>Sus últimas líneas mientras razona; todo, cuando la respuesta termine.</translation>
        </message>
        <message>
            <source>The reply stopped while the model was still thinking: it has no answer yet. Continue lets it go on.</source>
            <translation>La respuesta se detuvo cuando el modelo aún razonaba: todavía no tiene respuesta. Continuar deja que siga.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Razonando…</translation>
        </message>
        <message numerus="yes">
            <source>Thought for %Ln s</source>
            <translation>
                <numerusform>Razonó %Ln s</numerusform>
                <numerusform>Razonó %Ln s</numerusform>
            </translation>
        </message>
        <message>
            <source>Thought for less than a second</source>
            <translation>Razonó menos de un segundo</translation>
        </message>
        <message>
            <source>Thinking</source>
            <translation>Razonamiento</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>Ocultar el razonamiento</translation>
        </message>
        <message>
            <source>Show what the model thought before answering</source>
            <translation>Mostrar lo que el modelo razonó antes de responder</translation>
        </message>
        <message numerus="yes">
            <source>%Ln word(s)</source>
            <translation>
                <numerusform>%Ln palabra</numerusform>
                <numerusform>%Ln palabras</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Thread</name>
        <message numerus="yes">
            <source>%n earlier message(s) left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</source>
            <translation>
                <numerusform>%n mensaje anterior se omite en esta respuesta: el contexto del modelo está lleno. Empieza un chat nuevo, o carga un modelo con más contexto, para tenerlo todo a la vista.</numerusform>
                <numerusform>%n mensajes anteriores se omiten en esta respuesta: el contexto del modelo está lleno. Empieza un chat nuevo, o carga un modelo con más contexto, para tenerlo todo a la vista.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading your message… {0} %</source>
            <translation>Leyendo tu mensaje… {0} %</translation>
        </message>
        <message>
            <source> (about {0} s left)</source>
            <translation> (quedan unos {0} s)</translation>
        </message>
        <message>
            <source> (about {0} min left)</source>
            <translation> (quedan unos {0} min)</translation>
        </message>
    </context>
    <context>
        <name>ToolCallCard</name>
        <message>
            <source>Tool call</source>
            <translation>Llamada a herramienta</translation>
        </message>
        <message>
            <source>&amp;Allow once</source>
            <translation>&amp;Permitir una vez</translation>
        </message>
        <message>
            <source>Al&amp;ways allow this tool</source>
            <translation>Permitir &amp;siempre esta herramienta</translation>
        </message>
        <message>
            <source>&amp;Deny</source>
            <translation>&amp;Denegar</translation>
        </message>
        <message>
            <source>built into Hearth</source>
            <translation>integrada en Hearth</translation>
        </message>
        <message>
            <source>from the tool server {0}</source>
            <translation>del servidor de herramientas {0}</translation>
        </message>
        <message>
            <source>The assistant wants to run &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt;</source>
            <translation>El asistente quiere ejecutar &lt;b&gt;{0}&lt;/b&gt; ({1}) con &lt;code&gt;{2}&lt;/code&gt;</translation>
        </message>
        <message>
            <source>Running &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt; … (Stop ends it)</source>
            <translation>Ejecutando &lt;b&gt;{0}&lt;/b&gt; ({1}) con &lt;code&gt;{2}&lt;/code&gt; … (Detener lo termina)</translation>
        </message>
    </context>
    <context>
        <name>ToolServersDialog</name>
        <message>
            <source>Tool servers</source>
            <translation>Servidores de herramientas</translation>
        </message>
        <message>
            <source>Server details</source>
            <translation>Detalles del servidor</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Añadir…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Editar…</translation>
        </message>
        <message>
            <source>&amp;Import mcp.json…</source>
            <translation>&amp;Importar mcp.json…</translation>
        </message>
        <message>
            <source>&amp;Test</source>
            <translation>&amp;Probar</translation>
        </message>
        <message>
            <source>Turn o&amp;ff</source>
            <translation>&amp;Desactivar</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <source>Always allowed tools</source>
            <translation>Herramientas siempre permitidas</translation>
        </message>
        <message>
            <source>&amp;Forget</source>
            <translation>&amp;Olvidar</translation>
        </message>
        <message>
            <source>Servers whose tools chats may call (choose them per chat with the Tools button):</source>
            <translation>Servidores cuyas herramientas pueden llamar los chats (elígelas en cada chat con el botón Herramientas):</translation>
        </message>
        <message>
            <source>Run without asking:</source>
            <translation>Ejecutar sin preguntar:</translation>
        </message>
        <message>
            <source>No tool servers yet. Add one, or import the mcp.json of Claude Desktop, Cursor or LM Studio.</source>
            <translation>Aún no hay servidores de herramientas. Añade uno o importa el mcp.json de Claude Desktop, Cursor o LM Studio.</translation>
        </message>
        <message>
            <source>Turn o&amp;n</source>
            <translation>A&amp;ctivar</translation>
        </message>
        <message>
            <source>Import mcp.json</source>
            <translation>Importar mcp.json</translation>
        </message>
        <message>
            <source>JSON (*.json);;All files (*)</source>
            <translation>JSON (*.json);;Todos los archivos (*)</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n server(s): {0}.</source>
            <translation>
                <numerusform>Se importó %n servidor: {0}.</numerusform>
                <numerusform>Se importaron %n servidores: {0}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>No se importó nada.</translation>
        </message>
        <message>
            <source>Left out:</source>
            <translation>Omitidos:</translation>
        </message>
        <message>
            <source>Starting {0}…</source>
            <translation>Iniciando {0}…</translation>
        </message>
        <message>
            <source>(left out) {0}</source>
            <translation>(omitida) {0}</translation>
        </message>
        <message>
            <source>Not running: it starts when a chat that uses it needs it (or press Test).</source>
            <translation>Detenido: se inicia cuando lo necesita un chat que lo usa (o pulsa Probar).</translation>
        </message>
        <message>
            <source>Its last output:</source>
            <translation>Su última salida:</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Waiting for your answer: {0}</source>
            <translation>Esperando tu respuesta: {0}</translation>
        </message>
        <message>
            <source>Running {0}…</source>
            <translation>Ejecutando {0}…</translation>
        </message>
        <message>
            <source>The current date and time, here or in a time zone.</source>
            <translation>La fecha y hora actuales, aquí o en una zona horaria.</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Fecha y hora</translation>
        </message>
        <message>
            <source>Compute an arithmetic expression exactly, e.g. 17*23 or sqrt(2).</source>
            <translation>Calcular con exactitud una expresión aritmética, p. ej. 17*23 o sqrt(2).</translation>
        </message>
        <message>
            <source>Calculator</source>
            <translation>Calculadora</translation>
        </message>
        <message>
            <source>Search this person's earlier conversations.</source>
            <translation>Buscar en las conversaciones anteriores de esta persona.</translation>
        </message>
        <message>
            <source>Search my conversations</source>
            <translation>Buscar en mis conversaciones</translation>
        </message>
        <message>
            <source>Search the documents attached to this chat.</source>
            <translation>Buscar en los documentos adjuntos a este chat.</translation>
        </message>
        <message>
            <source>Search this chat's documents</source>
            <translation>Buscar en los documentos de este chat</translation>
        </message>
        <message>
            <source>Keep a lasting fact about the person (their name, work, preferences) for later chats. The person is asked first.</source>
            <translation>Guardar un dato duradero sobre la persona (su nombre, trabajo, preferencias) para chats posteriores. Antes se le pregunta.</translation>
        </message>
        <message>
            <source>Remember (asks first)</source>
            <translation>Recordar (pregunta antes)</translation>
        </message>
    </context>
    <context>
        <name>ToolsButton</name>
        <message>
            <source>Server: {0}</source>
            <translation>Servidor: {0}</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Herramientas</translation>
        </message>
        <message>
            <source>Which tools this chat may call (each call is shown and asked first)</source>
            <translation>Qué herramientas puede llamar este chat (cada llamada se muestra y se pregunta antes)</translation>
        </message>
        <message>
            <source>Tools ({0})</source>
            <translation>Herramientas ({0})</translation>
        </message>
        <message>
            <source> (uses the network)</source>
            <translation> (usa la red)</translation>
        </message>
        <message>
            <source>{0} (off: {1})</source>
            <translation>{0} (desactivada: {1})</translation>
        </message>
        <message>
            <source>{0} (failed to start)</source>
            <translation>{0} (no se pudo iniciar)</translation>
        </message>
        <message>
            <source>It failed: {0}. Tool servers… shows its last output.</source>
            <translation>Falló: {0}. Servidores de herramientas… muestra su última salida.</translation>
        </message>
        <message>
            <source>A reply must start with a tool call</source>
            <translation>Una respuesta debe empezar con una llamada a herramienta</translation>
        </message>
        <message>
            <source>For small models that do not choose tools by themselves</source>
            <translation>Para modelos pequeños que no eligen herramientas por sí mismos</translation>
        </message>
        <message>
            <source>Tool servers…</source>
            <translation>Servidores de herramientas…</translation>
        </message>
    </context>
    <context>
        <name>TurnRules</name>
        <message>
            <source>A reply is still being written. Wait for it, or press Stop (Esc).</source>
            <translation>Todavía se está escribiendo una respuesta. Espérala o pulsa Detener (Esc).</translation>
        </message>
        <message>
            <source>Another model is loading. Wait until it is ready, then send again.</source>
            <translation>Se está cargando otro modelo. Espera a que esté listo y vuelve a enviar.</translation>
        </message>
        <message>
            <source>No model is still loading, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>El modelo aún se está cargando, así que todavía no hay nada que responda. Abre una carpeta de modelo o usa el modelo de demostración y vuelve a enviar.</translation>
        </message>
        <message>
            <source>No model is loaded, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>No hay ningún modelo cargado, así que todavía no hay nada que responda. Abre una carpeta de modelo o usa el modelo de demostración y vuelve a enviar.</translation>
        </message>
        <message>
            <source>Only the last reply can be regenerated; edit a message to branch earlier.</source>
            <translation>Solo se puede regenerar la última respuesta; edita un mensaje para ramificar antes.</translation>
        </message>
        <message>
            <source>Only the last reply can be continued.</source>
            <translation>Solo se puede continuar la última respuesta.</translation>
        </message>
    </context>
    <context>
        <name>TurnRunner</name>
        <message>
            <source>The reply could not be started: {0}. Free some space and try again.</source>
            <translation>No se pudo iniciar la respuesta: {0}. Libera espacio e inténtalo de nuevo.</translation>
        </message>
        <message>
            <source>The images in this chat were left out: {0} does not see images (choose a model marked "sees images" to show them).</source>
            <translation>Se omitieron las imágenes de este chat: {0} no ve imágenes (elige un modelo marcado como "ve imágenes" para mostrarlas).</translation>
        </message>
        <message numerus="yes">
            <source>%n image(s) in this chat could not be read and were left out; the reply goes on without them.</source>
            <translation>
                <numerusform>%n imagen de este chat no se pudo leer y se omitió; la respuesta sigue sin ella.</numerusform>
                <numerusform>%n imágenes de este chat no se pudieron leer y se omitieron; la respuesta sigue sin ellas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting: the model is answering {0} (%n request(s) ahead)…</source>
            <translation>
                <numerusform>Esperando: el modelo está respondiendo a {0} (%n solicitud por delante)…</numerusform>
                <numerusform>Esperando: el modelo está respondiendo a {0} (%n solicitudes por delante)…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting for the engine (%n request(s) ahead)…</source>
            <translation>
                <numerusform>Esperando al motor (%n solicitud por delante)…</numerusform>
                <numerusform>Esperando al motor (%n solicitudes por delante)…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VariantPage</name>
        <message>
            <source>← Back</source>
            <translation>← Atrás</translation>
        </message>
        <message>
            <source>Back to the list of models</source>
            <translation>Volver a la lista de modelos</translation>
        </message>
        <message>
            <source>About this model</source>
            <translation>Acerca de este modelo</translation>
        </message>
        <message>
            <source>Variant list status</source>
            <translation>Estado de la lista de variantes</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>List the variants again</source>
            <translation>Volver a listar las variantes</translation>
        </message>
        <message>
            <source>Show all variants, including those this computer cannot run</source>
            <translation>Mostrar todas las variantes, incluidas las que este equipo no puede ejecutar</translation>
        </message>
        <message>
            <source>Show all variants</source>
            <translation>Mostrar todas las variantes</translation>
        </message>
        <message>
            <source>Hidden variants</source>
            <translation>Variantes ocultas</translation>
        </message>
        <message>
            <source>Model {0}</source>
            <translation>Modelo {0}</translation>
        </message>
        <message>
            <source>Listing the files of {0} on the hub…</source>
            <translation>Listando los archivos de {0} en el hub…</translation>
        </message>
        <message>
            <source>{0} has no model Hearth can run: no folder with a genai_config.json and no onnx/model*.onnx export. Choose another model.</source>
            <translation>{0} no tiene ningún modelo que Hearth pueda ejecutar: ninguna carpeta con un genai_config.json y ninguna exportación onnx/model*.onnx. Elige otro modelo.</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(raíz del repositorio)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>Hecho para {0}, que este equipo no tiene.</translation>
        </message>
        <message>
            <source>Cannot run here</source>
            <translation>No funciona aquí</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth no pudo medir la velocidad de memoria de este equipo.</translation>
        </message>
        <message>
            <source>Installed · Use</source>
            <translation>Instalado · Usar</translation>
        </message>
        <message>
            <source>This variant is already installed: chat with it.</source>
            <translation>Esta variante ya está instalada: chatea con ella.</translation>
        </message>
        <message>
            <source>Use {0}</source>
            <translation>Usar {0}</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Descargar</translation>
        </message>
        <message>
            <source>This computer cannot run it: it is built for {0}.</source>
            <translation>Este equipo no puede ejecutarla: está hecha para {0}.</translation>
        </message>
        <message>
            <source>Download {0}</source>
            <translation>Descargar {0}</translation>
        </message>
        <message>
            <source>Downloading is off: {0}.</source>
            <translation>Las descargas están desactivadas: {0}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more variant(s) for {0} hidden: this computer cannot run them.</source>
            <translation>
                <numerusform>%n variante más para {0} oculta: este equipo no puede ejecutarla.</numerusform>
                <numerusform>%n variantes más para {0} ocultas: este equipo no puede ejecutarlas.</numerusform>
            </translation>
        </message>
        <message>
            <source>None of the variants of {0} runs on this computer.</source>
            <translation>Ninguna variante de {0} funciona en este equipo.</translation>
        </message>
    </context>
    <context>
        <name>Voice</name>
        <message>
            <source>Read aloud</source>
            <translation>Leer en voz alta</translation>
        </message>
        <message>
            <source>Read this reply aloud with the system's voice (Esc stops it)</source>
            <translation>Leer esta respuesta en voz alta con la voz del sistema (Esc la detiene)</translation>
        </message>
        <message>
            <source>Dictate</source>
            <translation>Dictar</translation>
        </message>
        <message>
            <source>Voice conversation</source>
            <translation>Conversación por voz</translation>
        </message>
        <message>
            <source>Microphone level</source>
            <translation>Nivel del micrófono</translation>
        </message>
        <message>
            <source>Dictation</source>
            <translation>Dictado</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>Detener la lectura</translation>
        </message>
        <message>
            <source>Silence the voice reading the reply (Esc)</source>
            <translation>Callar la voz que lee la respuesta (Esc)</translation>
        </message>
        <message>
            <source>Read replies a&amp;loud</source>
            <translation>&amp;Leer respuestas en voz alta</translation>
        </message>
        <message>
            <source>Read each new reply aloud while it is written</source>
            <translation>Leer cada respuesta nueva en voz alta mientras se escribe</translation>
        </message>
        <message>
            <source>Listening… (Esc cancels)</source>
            <translation>Escuchando… (Esc cancela)</translation>
        </message>
        <message>
            <source>Writing down…</source>
            <translation>Transcribiendo…</translation>
        </message>
        <message>
            <source>Stop listening and write down what you said (Ctrl+Shift+D)</source>
            <translation>Dejar de escuchar y transcribir lo que dijiste (Ctrl+Mayús+D)</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear here for you to edit (Ctrl+Shift+D; Esc cancels)</source>
            <translation>Dictar: habla y las palabras aparecen aquí para que las edites (Ctrl+Mayús+D; Esc cancela)</translation>
        </message>
        <message>
            <source>Dictation needs Qt's multimedia module (PySide6-Addons), which this build of Hearth lacks.</source>
            <translation>El dictado necesita el módulo multimedia de Qt (PySide6-Addons), que falta en esta versión de Hearth.</translation>
        </message>
        <message>
            <source>No microphone was found. Connect one, or check that the system's sound settings list an input device.</source>
            <translation>No se encontró ningún micrófono. Conecta uno o comprueba que los ajustes de sonido del sistema muestran un dispositivo de entrada.</translation>
        </message>
        <message>
            <source>The microphone could not be opened: the system may be refusing Hearth access to it (macOS: System Settings → Privacy &amp; Security → Microphone; Windows: Settings → Privacy → Microphone), or another program holds it.</source>
            <translation>No se pudo abrir el micrófono: puede que el sistema niegue el acceso a Hearth (macOS: Ajustes del Sistema → Privacidad y seguridad → Micrófono; Windows: Configuración → Privacidad → Micrófono) o que otro programa lo esté usando.</translation>
        </message>
        <message>
            <source>No voices were found to read aloud with. On Linux install speech-dispatcher (with espeak-ng) or flite; Windows and macOS have voices of their own.</source>
            <translation>No se encontraron voces para leer en voz alta. En Linux instala speech-dispatcher (con espeak-ng) o flite; Windows y macOS tienen voces propias.</translation>
        </message>
        <message>
            <source>The voice engine '{name}' is not installed here.</source>
            <translation>El motor de voz «{name}» no está instalado aquí.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>sin motivo indicado</translation>
        </message>
        <message>
            <source>The voice could not start ({name}: {why}).</source>
            <translation>La voz no pudo iniciarse ({name}: {why}).</translation>
        </message>
        <message>
            <source>Reading aloud failed: {why}</source>
            <translation>La lectura en voz alta falló: {why}</translation>
        </message>
        <message>
            <source>&amp;Voice</source>
            <translation>&amp;Voz</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>Micrófono</translation>
        </message>
        <message>
            <source>Find microphones and voices</source>
            <translation>Buscar micrófonos y voces</translation>
        </message>
        <message>
            <source>Read replies aloud while they are written</source>
            <translation>Leer las respuestas en voz alta mientras se escriben</translation>
        </message>
        <message>
            <source>Send what I dictate when I stop talking</source>
            <translation>Enviar lo que dicto cuando dejo de hablar</translation>
        </message>
        <message>
            <source>Dictation (Ctrl+Shift+D) writes your words into the message box; with the second switch on the message is sent as soon as they are written down. Speech is turned into text on this computer; the recording is kept in memory only.</source>
            <translation>El dictado (Ctrl+Mayús+D) escribe tus palabras en el cuadro de mensaje; con el segundo interruptor activado, el mensaje se envía en cuanto quedan escritas. La voz se convierte en texto en este equipo; la grabación solo se guarda en memoria.</translation>
        </message>
        <message>
            <source>Voice</source>
            <translation>Voz</translation>
        </message>
        <message>
            <source>Speaking rate</source>
            <translation>Velocidad de habla</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volumen</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Velocidad</translation>
        </message>
        <message>
            <source>Looking for microphones…</source>
            <translation>Buscando micrófonos…</translation>
        </message>
        <message>
            <source>The microphones could not be listed ({error}).</source>
            <translation>No se pudieron listar los micrófonos ({error}).</translation>
        </message>
        <message>
            <source>No microphone was found: connect one, or check the system's sound settings.</source>
            <translation>No se encontró ningún micrófono: conecta uno o revisa los ajustes de sonido del sistema.</translation>
        </message>
        <message>
            <source>The system's default</source>
            <translation>El predeterminado del sistema</translation>
        </message>
        <message>
            <source>Talk</source>
            <translation>Hablar</translation>
        </message>
        <message>
            <source>Listening — speak now (Esc leaves the conversation)</source>
            <translation>Escuchando: habla ahora (Esc sale de la conversación)</translation>
        </message>
        <message>
            <source>Thinking… (Esc leaves the conversation)</source>
            <translation>Pensando… (Esc sale de la conversación)</translation>
        </message>
        <message>
            <source>Speaking — speak to interrupt (Esc leaves the conversation)</source>
            <translation>Hablando: habla para interrumpir (Esc sale de la conversación)</translation>
        </message>
        <message>
            <source>Leave the voice conversation (Ctrl+Shift+T or Esc)</source>
            <translation>Salir de la conversación por voz (Ctrl+Mayús+T o Esc)</translation>
        </message>
        <message>
            <source>Talk with the model hands-free: it listens, answers aloud and listens again; speaking interrupts it (Ctrl+Shift+T; Esc leaves)</source>
            <translation>Hablar con el modelo con manos libres: escucha, responde en voz alta y vuelve a escuchar; hablar lo interrumpe (Ctrl+Mayús+T; Esc para salir)</translation>
        </message>
        <message>
            <source>the voice engine '{name}' did not start within {seconds} s</source>
            <translation>el motor de voz '{name}' no se inició en {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>WindowActions</name>
        <message>
            <source>&amp;New chat</source>
            <translation>Chat &amp;nuevo</translation>
        </message>
        <message>
            <source>Start a new chat</source>
            <translation>Empezar un chat nuevo</translation>
        </message>
        <message>
            <source>&amp;Search conversations</source>
            <translation>&amp;Buscar conversaciones</translation>
        </message>
        <message>
            <source>Search every conversation</source>
            <translation>Buscar en todas las conversaciones</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferencias…</translation>
        </message>
        <message>
            <source>Preferences: theme, text size, defaults for new chats…</source>
            <translation>Preferencias: tema, tamaño del texto, valores predeterminados de los chats nuevos…</translation>
        </message>
        <message>
            <source>Se&amp;ttings for this chat</source>
            <translation>&amp;Ajustes de este chat</translation>
        </message>
        <message>
            <source>Show or hide the settings of this chat</source>
            <translation>Mostrar u ocultar los ajustes de este chat</translation>
        </message>
        <message>
            <source>&amp;Regenerate last reply</source>
            <translation>&amp;Regenerar la última respuesta</translation>
        </message>
        <message>
            <source>Write the last reply again</source>
            <translation>Volver a escribir la última respuesta</translation>
        </message>
        <message>
            <source>Choose the &amp;model…</source>
            <translation>Elegir el &amp;modelo…</translation>
        </message>
        <message>
            <source>Pick, switch or eject the chat's model</source>
            <translation>Elegir, cambiar o expulsar el modelo del chat</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>&amp;Ir al cuadro de mensaje</translation>
        </message>
        <message>
            <source>Put the cursor in the message box</source>
            <translation>Poner el cursor en el cuadro de mensaje</translation>
        </message>
        <message>
            <source>&amp;Attach files…</source>
            <translation>&amp;Adjuntar archivos…</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>Adjuntar archivos a este chat</translation>
        </message>
        <message>
            <source>&amp;Edit your last message</source>
            <translation>&amp;Editar tu último mensaje</translation>
        </message>
        <message>
            <source>Edit your last message and send it again</source>
            <translation>Editar tu último mensaje y volver a enviarlo</translation>
        </message>
        <message>
            <source>C&amp;ontinue the stopped reply</source>
            <translation>C&amp;ontinuar la respuesta detenida</translation>
        </message>
        <message>
            <source>Let the stopped reply go on</source>
            <translation>Dejar que siga la respuesta detenida</translation>
        </message>
        <message>
            <source>&amp;Copy the last reply</source>
            <translation>&amp;Copiar la última respuesta</translation>
        </message>
        <message>
            <source>Copy the last reply's text</source>
            <translation>Copiar el texto de la última respuesta</translation>
        </message>
        <message>
            <source>&amp;Dictate</source>
            <translation>&amp;Dictar</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear in the message box (press again, or pause, to stop; Esc cancels)</source>
            <translation>Dictar: habla y las palabras aparecen en el cuadro de mensaje (pulsa de nuevo o haz una pausa para parar; Esc cancela)</translation>
        </message>
        <message>
            <source>&amp;Talk (voice conversation)</source>
            <translation>&amp;Hablar (conversación por voz)</translation>
        </message>
        <message>
            <source>Talk hands-free: Hearth listens, answers aloud and listens again; speaking interrupts it; Esc leaves</source>
            <translation>Hablar con manos libres: Hearth escucha, responde en voz alta y vuelve a escuchar; hablar lo interrumpe; Esc para salir</translation>
        </message>
        <message>
            <source>&amp;Export conversation…</source>
            <translation>E&amp;xportar conversación…</translation>
        </message>
        <message>
            <source>Save this chat as Markdown, HTML, PDF or JSON</source>
            <translation>Guardar este chat como Markdown, HTML, PDF o JSON</translation>
        </message>
        <message>
            <source>&amp;Open model folder…</source>
            <translation>&amp;Abrir carpeta de modelo…</translation>
        </message>
        <message>
            <source>Load a model from a folder</source>
            <translation>Cargar un modelo desde una carpeta</translation>
        </message>
        <message>
            <source>&amp;Models…</source>
            <translation>&amp;Modelos…</translation>
        </message>
        <message>
            <source>Browse, download and manage models</source>
            <translation>Explorar, descargar y gestionar modelos</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>A&amp;tajos de teclado</translation>
        </message>
        <message>
            <source>Show this list</source>
            <translation>Mostrar esta lista</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>Quit Hearth</source>
            <translation>Salir de Hearth</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>Enviar el mensaje</translation>
        </message>
        <message>
            <source>New line in the message</source>
            <translation>Línea nueva en el mensaje</translation>
        </message>
        <message>
            <source>Stop the reply being written; leave the voice conversation, edit mode or search</source>
            <translation>Detener la respuesta que se está escribiendo; salir de la conversación por voz, del modo de edición o de la búsqueda</translation>
        </message>
        <message>
            <source>Rename the chat chosen in the list</source>
            <translation>Renombrar el chat elegido en la lista</translation>
        </message>
        <message>
            <source>Delete the chat chosen in the list (Undo brings it back)</source>
            <translation>Eliminar el chat elegido en la lista (Deshacer lo recupera)</translation>
        </message>
        <message>
            <source>Go to the next part of the window, in screen order: New chat, the conversations, the libraries, the model, the messages' actions, the message box and its buttons, the chat's settings</source>
            <translation>Ir a la siguiente parte de la ventana, en el orden de la pantalla: Chat nuevo, las conversaciones, las bibliotecas, el modelo, las acciones de los mensajes, el cuadro de mensaje y sus botones, los ajustes del chat</translation>
        </message>
        <message>
            <source>Go back to the previous part of the window</source>
            <translation>Volver a la parte anterior de la ventana</translation>
        </message>
        <message>
            <source>Remember something about you in every chat (Memory → Remember…)</source>
            <translation>Recordar algo sobre ti en cada chat (Memoria → Recordar…)</translation>
        </message>
        <message>
            <source>See, edit, turn off or delete what Hearth remembers (Memory → Memories…)</source>
            <translation>Ver, editar, desactivar o eliminar lo que Hearth recuerda (Memoria → Recuerdos…)</translation>
        </message>
        <message>
            <source>Make a project: chats with shared instructions, documents and model (Projects → New project…)</source>
            <translation>Crear un proyecto: chats con instrucciones, documentos y modelo compartidos (Proyectos → Nuevo proyecto…)</translation>
        </message>
        <message>
            <source>A new chat in the project of the chat open now</source>
            <translation>Un chat nuevo en el proyecto del chat abierto</translation>
        </message>
        <message>
            <source>A new incognito chat: no memory, deleted for good when you leave it (File → New incognito chat)</source>
            <translation>Un chat de incógnito nuevo: sin memoria, se elimina para siempre cuando lo dejas (Archivo → Chat incógnito nuevo)</translation>
        </message>
        <message>
            <source>Compare two replies: the message to two models, or to one model with two settings (Chat → Compare two replies…)</source>
            <translation>Comparar dos respuestas: el mensaje a dos modelos, o a un modelo con dos ajustes (Chat → Comparar dos respuestas…)</translation>
        </message>
        <message>
            <source>Use the &amp;demo model</source>
            <translation>Usar el modelo de &amp;demostración</translation>
        </message>
        <message>
            <source>&amp;Import conversation…</source>
            <translation>&amp;Importar conversación…</translation>
        </message>
        <message>
            <source>&amp;Stop reply	Esc</source>
            <translation>De&amp;tener la respuesta	Esc</translation>
        </message>
        <message>
            <source>&amp;About Hearth</source>
            <translation>&amp;Acerca de Hearth</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>&amp;Chat</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>Barra de menús</translation>
        </message>
    </context>
    <context>
        <name>WindowDialogs</name>
        <message>
            <source>The models folder can be changed only where Hearth manages models.</source>
            <translation>La carpeta de modelos solo se puede cambiar donde Hearth gestiona los modelos.</translation>
        </message>
    </context>
</TS>
