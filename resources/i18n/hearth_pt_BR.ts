<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>(could not read {0}: {1})</source>
            <translation>(não foi possível ler {0}: {1})</translation>
        </message>
        <message>
            <source>{0}: third-party notices</source>
            <translation>{0}: avisos de terceiros</translation>
        </message>
        <message>
            <source>various</source>
            <translation>várias</translation>
        </message>
        <message>
            <source>see the package</source>
            <translation>veja o pacote</translation>
        </message>
        <message>
            <source>Licence: {0}</source>
            <translation>Licença: {0}</translation>
        </message>
        <message>
            <source>see the model's page</source>
            <translation>veja a página do modelo</translation>
        </message>
        <message>
            <source>Source: {0}</source>
            <translation>Origem: {0}</translation>
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
            <translation>Sobre o {0}</translation>
        </message>
        <message>
            <source>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Version {1}&lt;br&gt;Private, local LLM chat. Nothing you type leaves this computer.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Versão {1}&lt;br&gt;Chat com LLM privado e local. Nada do que você digita sai deste computador.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>Componente</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Versão</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy these versions, e.g. for a bug report</source>
            <translation>Copiar estas versões, por exemplo para um relatório de erro</translation>
        </message>
        <message>
            <source>Versions</source>
            <translation>Versões</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Licenças</translation>
        </message>
    </context>
    <context>
        <name>AccelDialog</name>
        <message>
            <source>Enable {0}</source>
            <translation>Ativar {0}</translation>
        </message>
        <message>
            <source>Looking up the download for {0}…</source>
            <translation>Procurando o download de {0}…</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Download progress</source>
            <translation>Progresso do download</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Baixar</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Cancel download</source>
            <translation>Cancelar download</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>{0}: everything it needs is already installed.</source>
            <translation>{0}: tudo o que é necessário já está instalado.</translation>
        </message>
        <message numerus="yes">
            <source>{0}: {1} download (%n package(s) from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</source>
            <translation>
                <numerusform>{0}: download de {1} (%n pacote do PyPI), instalado na pasta do próprio Hearth. Você pode pausar e retomar; nada é alterado até que todos os arquivos sejam baixados e verificados.</numerusform>
                <numerusform>{0}: download de {1} (%n pacotes do PyPI), instalado na pasta do próprio Hearth. Você pode pausar e retomar; nada é alterado até que todos os arquivos sejam baixados e verificados.</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} de {1}</translation>
        </message>
        <message>
            <source>Paused. The downloaded part of {0} is kept: resume now or later.</source>
            <translation>Pausado. A parte baixada de {0} foi mantida: retome agora ou mais tarde.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Retomar</translation>
        </message>
        <message>
            <source>Cancelled; the downloaded part was deleted.</source>
            <translation>Cancelado; a parte baixada foi excluída.</translation>
        </message>
        <message>
            <source>{0} is installed. The model is loaded again to use it.</source>
            <translation>{0} está instalado. O modelo é carregado de novo para usá-lo.</translation>
        </message>
        <message>
            <source>{0} could not be installed: {1}</source>
            <translation>Não foi possível instalar {0}: {1}</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message numerus="yes">
            <source>%n download(s) left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</source>
            <translation>
                <numerusform>%n download ficou incompleto quando o Hearth foi fechado pela última vez; ele está pausado e continua de onde parou quando você o retomar.</numerusform>
                <numerusform>%n downloads ficaram incompletos quando o Hearth foi fechado pela última vez; eles estão pausados e continuam de onde pararam quando você os retomar.</numerusform>
            </translation>
        </message>
        <message>
            <source>Show downloads</source>
            <translation>Mostrar downloads</translation>
        </message>
        <message numerus="yes">
            <source>%n reply(s) still being written when Hearth last closed; what was saved is kept and marked as interrupted.</source>
            <translation>
                <numerusform>%n resposta ainda estava sendo escrita quando o Hearth foi fechado pela última vez; o que foi salvo é mantido e marcado como interrompido.</numerusform>
                <numerusform>%n respostas ainda estavam sendo escritas quando o Hearth foi fechado pela última vez; o que foi salvo é mantido e marcado como interrompido.</numerusform>
            </translation>
        </message>
        <message>
            <source>Documents are unavailable: the documents database could not be opened ({0}).</source>
            <translation>Os documentos estão indisponíveis: não foi possível abrir o banco de dados de documentos ({0}).</translation>
        </message>
        <message>
            <source>Hearth can't open your conversations</source>
            <translation>O Hearth não consegue abrir suas conversas</translation>
        </message>
        <message>
            <source>{0}

Hearth will close so nothing is lost. If the file came from a newer Hearth, update this one; otherwise move the file aside and start again.</source>
            <translation>{0}

O Hearth vai fechar para que nada se perca. Se o arquivo veio de um Hearth mais recente, atualize este; caso contrário, mova o arquivo para outro lugar e comece de novo.</translation>
        </message>
    </context>
    <context>
        <name>AttachmentChips</name>
        <message>
            <source>Files attached to this chat</source>
            <translation>Arquivos anexados a este chat</translation>
        </message>
        <message>
            <source>Attached:</source>
            <translation>Anexados:</translation>
        </message>
        <message>
            <source>{0}
{1}
This chat's questions are answered from it. Click to take it out of the chat.</source>
            <translation>{0}
{1}
As perguntas deste chat são respondidas com base nele. Clique para tirá-lo do chat.</translation>
        </message>
        <message>
            <source>Remove {0} from this chat</source>
            <translation>Remover {0} deste chat</translation>
        </message>
    </context>
    <context>
        <name>CatalogView</name>
        <message>
            <source>see images</source>
            <translation>veem imagens</translation>
        </message>
        <message>
            <source>think before they answer</source>
            <translation>raciocinam antes de responder</translation>
        </message>
        <message>
            <source>Preferences → Privacy &amp; network</source>
            <translation>Preferências → Privacidade e rede</translation>
        </message>
        <message>
            <source>Gated: accept the licence on huggingface.co and add your access token under {0} before downloading.</source>
            <translation>Acesso restrito: aceite a licença em huggingface.co e adicione seu token de acesso em {0} antes de baixar.</translation>
        </message>
        <message>
            <source>{0} columns</source>
            <translation>Colunas de {0}</translation>
        </message>
        <message>
            <source>Recommended model</source>
            <translation>Modelo recomendado</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Baixar</translation>
        </message>
        <message>
            <source>Download the recommended model</source>
            <translation>Baixar o modelo recomendado</translation>
        </message>
        <message>
            <source>Curated models</source>
            <translation>Modelos selecionados</translation>
        </message>
        <message>
            <source>Models shown</source>
            <translation>Modelos exibidos</translation>
        </message>
        <message>
            <source>Show all models</source>
            <translation>Mostrar todos os modelos</translation>
        </message>
        <message>
            <source>Show every model of the catalog</source>
            <translation>Mostrar todos os modelos do catálogo</translation>
        </message>
        <message>
            <source>Download for this computer</source>
            <translation>Baixar para este computador</translation>
        </message>
        <message>
            <source>Download the selected model for this computer</source>
            <translation>Baixar o modelo selecionado para este computador</translation>
        </message>
        <message>
            <source>All variants…</source>
            <translation>Todas as variantes…</translation>
        </message>
        <message>
            <source>Show every variant of the selected model</source>
            <translation>Mostrar todas as variantes do modelo selecionado</translation>
        </message>
        <message>
            <source>Curated models known to run in Hearth; hover a badge for the numbers.</source>
            <translation>Modelos selecionados que rodam no Hearth; passe o mouse sobre um selo para ver os números.</translation>
        </message>
        <message>
            <source>Memory speed</source>
            <translation>Velocidade da memória</translation>
        </message>
        <message>
            <source>Measure again</source>
            <translation>Medir de novo</translation>
        </message>
        <message>
            <source>Measure this computer's memory speed again (best when it is quiet)</source>
            <translation>Medir de novo a velocidade da memória deste computador (melhor quando estiver ocioso)</translation>
        </message>
        <message>
            <source>Measuring this computer's memory speed…</source>
            <translation>Medindo a velocidade da memória deste computador…</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed: the speeds here are unknown.</source>
            <translation>O Hearth não conseguiu medir a velocidade da memória deste computador: as velocidades aqui são desconhecidas.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s, measured while the computer was busy: the speeds here are likely low. Measure again when it is quiet.</source>
            <translation>Velocidade da memória {0:.0f} GB/s, medida com o computador ocupado: as velocidades aqui provavelmente estão baixas. Meça de novo quando ele estiver ocioso.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s (measured): the speeds here are forecast from it.</source>
            <translation>Velocidade da memória {0:.0f} GB/s (medida): as velocidades aqui são estimadas a partir dela.</translation>
        </message>
        <message>
            <source> · gated</source>
            <translation> · acesso restrito</translation>
        </message>
        <message>
            <source>Not for this computer</source>
            <translation>Não é para este computador</translation>
        </message>
        <message>
            <source>Recommended for this computer.</source>
            <translation>Recomendado para este computador.</translation>
        </message>
        <message>
            <source>{0} tokens of context: how much of a conversation the model can read at once</source>
            <translation>{0} tokens de contexto: quanto de uma conversa o modelo consegue ler de uma vez</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>O Hearth não conseguiu medir a velocidade da memória deste computador.</translation>
        </message>
        <message>
            <source>Best variant here: {0} on {1}.
{2}</source>
            <translation>Melhor variante aqui: {0} em {1}.
{2}</translation>
        </message>
        <message>
            <source>(root)</source>
            <translation>(raiz)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>Feito para {0}, que este computador não tem.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1}, {2} download, runs on {3})&lt;br&gt;{4}</source>
            <translation>&lt;b&gt;Recomendado para este computador: {0}&lt;/b&gt; ({1}, download de {2}, roda em {3})&lt;br&gt;{4}</translation>
        </message>
        <message>
            <source>{0} Search Hugging Face, or import a model folder under Installed.</source>
            <translation>{0} Pesquise no Hugging Face ou importe uma pasta de modelo em Instalados.</translation>
        </message>
        <message>
            <source>Only the models that {0}: {1} of {2}.</source>
            <translation>Só os modelos que {0}: {1} de {2}.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>Indisponível: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ChatController</name>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>Não foi possível salvar a alteração: {0}.</translation>
        </message>
        <message>
            <source>That conversation no longer exists (deleted?).</source>
            <translation>Essa conversa não existe mais (excluída?).</translation>
        </message>
        <message>
            <source>Stop the reply, or wait for it, to switch versions.</source>
            <translation>Interrompa a resposta, ou espere por ela, para trocar de versão.</translation>
        </message>
        <message>
            <source>Your message was not sent: {0}. It is still in the box below; free some space and send again.</source>
            <translation>Sua mensagem não foi enviada: {0}. Ela continua na caixa abaixo; libere espaço e envie de novo.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited.</source>
            <translation>Só é possível editar suas próprias mensagens.</translation>
        </message>
        <message>
            <source>The edit was not sent: {0}.</source>
            <translation>A edição não foi enviada: {0}.</translation>
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
            <translation>Nenhum modelo carregado: escolha um no topo (Ctrl+L)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Desfazer</translation>
        </message>
        <message>
            <source>Type a message below and press Enter (Shift+Enter for a new line). Ctrl+N starts a new chat, F1 lists every shortcut.</source>
            <translation>Digite uma mensagem abaixo e pressione Enter (Shift+Enter para uma nova linha). Ctrl+N inicia um novo chat, F1 lista todos os atalhos.</translation>
        </message>
        <message>
            <source>You are talking to the demo model (SmolLM2 135M): a small offline model for trying Hearth, quick but often wrong. For real work choose a model at the top (Ctrl+L) or download one in Models.</source>
            <translation>Você está falando com o modelo de demonstração (SmolLM2 135M): um modelo pequeno e offline para experimentar o Hearth, rápido, mas muitas vezes errado. Para trabalho de verdade, escolha um modelo no topo (Ctrl+L) ou baixe um em Modelos.</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>Aviso</translation>
        </message>
        <message>
            <source>Show them</source>
            <translation>Mostrar</translation>
        </message>
        <message>
            <source>Load the model again</source>
            <translation>Carregar o modelo de novo</translation>
        </message>
        <message>
            <source>The engine stopped. Load the model again to go on.</source>
            <translation>O motor parou. Carregue o modelo de novo para continuar.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Carregando {0}…</translation>
        </message>
        <message>
            <source>The device that failed</source>
            <translation>O dispositivo que falhou</translation>
        </message>
        <message>
            <source>{0} runs on {1} because {2}. {3} will be skipped for this model from now on (the status bar menu can try all devices again).</source>
            <translation>{0} roda em {1} porque {2}. {3} será ignorado para este modelo a partir de agora (o menu da barra de status pode tentar todos os dispositivos de novo).</translation>
        </message>
        <message>
            <source>Loading the model…</source>
            <translation>Carregando o modelo…</translation>
        </message>
        <message>
            <source>Load a model to start chatting (File → Open model folder…)</source>
            <translation>Carregue um modelo para começar a conversar (Arquivo → Abrir pasta de modelo…)</translation>
        </message>
        <message>
            <source>Documents are unavailable, so nothing can be attached.</source>
            <translation>Os documentos estão indisponíveis, então nada pode ser anexado.</translation>
        </message>
        <message>
            <source>Voice is unavailable in this build of Hearth.</source>
            <translation>A voz não está disponível nesta versão do Hearth.</translation>
        </message>
        <message>
            <source>The match is in another version of this chat: its branch starts here.</source>
            <translation>O resultado está em outra versão deste chat: o ramo dela começa aqui.</translation>
        </message>
        <message>
            <source>Show that version</source>
            <translation>Mostrar essa versão</translation>
        </message>
        <message>
            <source>There is no stopped reply to continue.</source>
            <translation>Não há resposta interrompida para continuar.</translation>
        </message>
        <message>
            <source>Copied the last reply.</source>
            <translation>A última resposta foi copiada.</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it with Esc) before editing.</source>
            <translation>Espere a resposta terminar (ou pare-a com Esc) antes de editar.</translation>
        </message>
    </context>
    <context>
        <name>ChatSettingsBox</name>
        <message>
            <source>Generation settings</source>
            <translation>Configurações de geração</translation>
        </message>
        <message>
            <source>&lt;b&gt;Settings for this chat&lt;/b&gt;</source>
            <translation>&lt;b&gt;Configurações deste chat&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Hide settings</source>
            <translation>Ocultar configurações</translation>
        </message>
        <message>
            <source>Hide settings (Ctrl+.)</source>
            <translation>Ocultar configurações (Ctrl+.)</translation>
        </message>
        <message>
            <source>Settings for this chat</source>
            <translation>Configurações deste chat</translation>
        </message>
    </context>
    <context>
        <name>ChatTools</name>
        <message>
            <source>Tools are not offered in a chat with images yet; this reply has none.</source>
            <translation>Ferramentas ainda não são oferecidas em um chat com imagens; esta resposta não tem nenhuma.</translation>
        </message>
        <message>
            <source>Tools: {0}.</source>
            <translation>Ferramentas: {0}.</translation>
        </message>
        <message>
            <source>Tools are off for this reply: {0}</source>
            <translation>As ferramentas estão desativadas nesta resposta: {0}</translation>
        </message>
    </context>
    <context>
        <name>ChatView</name>
        <message>
            <source>Conversation</source>
            <translation>Conversa</translation>
        </message>
        <message>
            <source>Messages of the current conversation, newest at the bottom</source>
            <translation>Mensagens da conversa atual, a mais recente embaixo</translation>
        </message>
        <message>
            <source>↓ Latest</source>
            <translation>↓ Mais recente</translation>
        </message>
        <message>
            <source>Jump to latest message</source>
            <translation>Ir para a mensagem mais recente</translation>
        </message>
        <message>
            <source>Scroll to the newest message and follow the reply</source>
            <translation>Rolar até a mensagem mais recente e acompanhar a resposta</translation>
        </message>
        <message>
            <source>Notification</source>
            <translation>Notificação</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>Código copiado</translation>
        </message>
        <message>
            <source>Message copied</source>
            <translation>Mensagem copiada</translation>
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
            <translation>Download</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Parâmetros</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>Contexto</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licença</translation>
        </message>
        <message>
            <source>Fit here</source>
            <translation>Cabe aqui</translation>
        </message>
        <message>
            <source>Speed here</source>
            <translation>Velocidade aqui</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>Tamanho em disco</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Origem</translation>
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
            <translation>Status</translation>
        </message>
        <message>
            <source>Repository</source>
            <translation>Repositório</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Downloads</translation>
        </message>
        <message>
            <source>Likes</source>
            <translation>Curtidas</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Atualizado</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Observações</translation>
        </message>
        <message>
            <source>Runs on</source>
            <translation>Roda em</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>Precisão</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Waiting: one model writes one reply at a time, so this side starts when the other has finished…</source>
            <translation>Aguardando: um modelo escreve uma resposta por vez, então este lado começa quando o outro terminar…</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it) before comparing.</source>
            <translation>Espere a resposta terminar (ou pare-a) antes de comparar.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Carregando {0}…</translation>
        </message>
        <message>
            <source>it needs about {0} of memory and {1} is free; choose a smaller model, or compare one model with two settings</source>
            <translation>ele precisa de cerca de {0} de memória e há {1} livres; escolha um modelo menor ou compare um modelo com duas configurações</translation>
        </message>
        <message>
            <source>{0} could not be loaded beside {1}: {2}</source>
            <translation>Não foi possível carregar {0} ao lado de {1}: {2}</translation>
        </message>
        <message>
            <source>{0} could not be loaded: {1}</source>
            <translation>Não foi possível carregar {0}: {1}</translation>
        </message>
        <message>
            <source>This reply could not be started.</source>
            <translation>Não foi possível iniciar esta resposta.</translation>
        </message>
        <message>
            <source>Stopped before the model was loaded.</source>
            <translation>Parado antes de o modelo ser carregado.</translation>
        </message>
        <message>
            <source>Couldn't keep that reply: {0}.</source>
            <translation>Não foi possível manter essa resposta: {0}.</translation>
        </message>
        <message>
            <source>Reply {0}</source>
            <translation>Resposta {0}</translation>
        </message>
        <message>
            <source>Model of reply {0}</source>
            <translation>Modelo da resposta {0}</translation>
        </message>
        <message>
            <source>{0} (this chat's model)</source>
            <translation>{0} (o modelo deste chat)</translation>
        </message>
        <message>
            <source>Settings of reply {0}</source>
            <translation>Configurações da resposta {0}</translation>
        </message>
        <message>
            <source>This chat's settings</source>
            <translation>As configurações deste chat</translation>
        </message>
        <message>
            <source>Preset: {0}</source>
            <translation>Predefinição: {0}</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>&amp;Modelo:</translation>
        </message>
        <message>
            <source>&amp;Settings:</source>
            <translation>Co&amp;nfigurações:</translation>
        </message>
        <message>
            <source>Compare two replies</source>
            <translation>Comparar duas respostas</translation>
        </message>
        <message>
            <source>Send one message to two models, or to one model with two settings, with the same seed. The replies stream side by side; you keep one and the other stays a version of it.</source>
            <translation>Envie uma mensagem a dois modelos, ou a um modelo com duas configurações, com a mesma semente. As respostas aparecem lado a lado; você mantém uma e a outra fica como uma versão dela.</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensagem</translation>
        </message>
        <message>
            <source>drawn at random</source>
            <translation>sorteada</translation>
        </message>
        <message>
            <source>Seed for both replies</source>
            <translation>Semente das duas respostas</translation>
        </message>
        <message>
            <source>Two different models run at the same time and need the memory of both; one model with two settings writes one reply after the other.</source>
            <translation>Dois modelos diferentes rodam ao mesmo tempo e precisam da memória de ambos; um modelo com duas configurações escreve uma resposta depois da outra.</translation>
        </message>
        <message>
            <source>&amp;Compare</source>
            <translation>&amp;Comparar</translation>
        </message>
        <message>
            <source>S&amp;eed (the same for both):</source>
            <translation>&amp;Semente (a mesma para as duas):</translation>
        </message>
        <message>
            <source>Keep reply {0}</source>
            <translation>Manter a resposta {0}</translation>
        </message>
        <message>
            <source>Keep this reply as the answer; the other stays a version you can go back to with the arrows</source>
            <translation>Manter esta resposta como a resposta; a outra fica como uma versão à qual você volta com as setas</translation>
        </message>
        <message>
            <source>{0} — {1}</source>
            <translation>{0} — {1}</translation>
        </message>
        <message>
            <source>Compared replies</source>
            <translation>Respostas comparadas</translation>
        </message>
        <message>
            <source>Your message</source>
            <translation>Sua mensagem</translation>
        </message>
        <message>
            <source>Stop both</source>
            <translation>Parar as duas</translation>
        </message>
        <message>
            <source>Stop both replies (Esc); what they wrote is kept</source>
            <translation>Parar as duas respostas (Esc); o que elas escreveram é mantido</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Go back to the chat (Esc once both have ended); what was written is kept, reply A as the answer</source>
            <translation>Voltar ao chat (Esc quando as duas terminarem); o que foi escrito é mantido, a resposta A como a resposta</translation>
        </message>
        <message>
            <source>Comparing two replies to your message, both with seed {0}.</source>
            <translation>Comparando duas respostas à sua mensagem, ambas com a semente {0}.</translation>
        </message>
        <message>
            <source>Both replies (seed {0}) have ended: keep one as the answer; the other stays a version of it.</source>
            <translation>As duas respostas (semente {0}) terminaram: mantenha uma como a resposta; a outra fica como uma versão dela.</translation>
        </message>
        <message>
            <source>Neither reply could be written: close the comparison to go back to the chat.</source>
            <translation>Nenhuma das duas respostas pôde ser escrita: feche a comparação para voltar ao chat.</translation>
        </message>
        <message>
            <source>Com&amp;pare two replies…</source>
            <translation>Compara&amp;r duas respostas…</translation>
        </message>
        <message>
            <source>Send the message to two models, or to one model with two settings, and keep the better reply</source>
            <translation>Enviar a mensagem a dois modelos, ou a um modelo com duas configurações, e manter a melhor resposta</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Load a model to start chatting</source>
            <translation>Carregue um modelo para começar a conversar</translation>
        </message>
        <message>
            <source>Why Send is off</source>
            <translation>Por que Enviar está desativado</translation>
        </message>
        <message>
            <source>Message size</source>
            <translation>Tamanho da mensagem</translation>
        </message>
        <message>
            <source>Editing your message — sending it makes a new version and answers it again.</source>
            <translation>Editando sua mensagem — enviá-la cria uma nova versão e a responde de novo.</translation>
        </message>
        <message>
            <source>Edit mode</source>
            <translation>Modo de edição</translation>
        </message>
        <message>
            <source>Cancel edit</source>
            <translation>Cancelar edição</translation>
        </message>
        <message>
            <source>Keep the message as it was (Esc)</source>
            <translation>Manter a mensagem como estava (Esc)</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensagem</translation>
        </message>
        <message>
            <source>Enter sends, Shift+Enter starts a new line, Esc stops a reply</source>
            <translation>Enter envia, Shift+Enter começa uma nova linha, Esc para uma resposta</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Enviar</translation>
        </message>
        <message>
            <source>Send message</source>
            <translation>Enviar mensagem</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>Enviar (Enter)</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Parar</translation>
        </message>
        <message>
            <source>Stop generating</source>
            <translation>Parar a geração</translation>
        </message>
        <message>
            <source>Stop the reply (Esc); what was written is kept</source>
            <translation>Parar a resposta (Esc); o que foi escrito é mantido</translation>
        </message>
        <message>
            <source>Send is off — {0}</source>
            <translation>Enviar está desativado — {0}</translation>
        </message>
        <message>
            <source>Fix it in the settings of this chat (Ctrl+.)</source>
            <translation>Corrija nas configurações deste chat (Ctrl+.)</translation>
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
                <numerusform>{0} com %Ln imagem</numerusform>
                <numerusform>{0} com %Ln imagens</numerusform>
            </translation>
        </message>
        <message>
            <source>≈ {0} · the chat would then use {1} of {2} ({3} % of the context)</source>
            <translation>≈ {0} · o chat usaria então {1} de {2} ({3} % do contexto)</translation>
        </message>
        <message>
            <source>How much of the model's context this conversation would use with this message</source>
            <translation>Quanto do contexto do modelo esta conversa usaria com esta mensagem</translation>
        </message>
        <message>
            <source>Send edit</source>
            <translation>Enviar edição</translation>
        </message>
        <message>
            <source>Writing a reply… press Esc or Stop to stop it</source>
            <translation>Escrevendo uma resposta… pressione Esc ou Parar para interrompê-la</translation>
        </message>
        <message>
            <source>Another chat is writing a reply (“{0}”): you can send when it ends, or open that chat to stop it</source>
            <translation>Outro chat está escrevendo uma resposta (“{0}”): você poderá enviar quando ela terminar, ou abra esse chat para pará-la</translation>
        </message>
        <message>
            <source>Message the model (Enter to send, Shift+Enter for a new line)</source>
            <translation>Escreva ao modelo (Enter para enviar, Shift+Enter para uma nova linha)</translation>
        </message>
        <message>
            <source>Send is off: {0}</source>
            <translation>Enviar está desativado: {0}</translation>
        </message>
        <message>
            <source>Send is off while another chat (“{0}”) is writing a reply</source>
            <translation>Enviar fica desativado enquanto outro chat (“{0}”) escreve uma resposta</translation>
        </message>
        <message>
            <source>Type a message first</source>
            <translation>Digite uma mensagem primeiro</translation>
        </message>
    </context>
    <context>
        <name>ComposerFiles</name>
        <message>
            <source>Attached {0} to this chat.</source>
            <translation>{0} foi anexado a este chat.</translation>
        </message>
        <message>
            <source>Paste as text instead</source>
            <translation>Colar como texto</translation>
        </message>
        <message>
            <source>Attached {0}: this chat's questions now use it.</source>
            <translation>{0} anexado: as perguntas deste chat agora o usam.</translation>
        </message>
    </context>
    <context>
        <name>ConnectToolDialog</name>
        <message>
            <source>Connect a coding tool</source>
            <translation>Conectar uma ferramenta de programação</translation>
        </message>
        <message>
            <source>Coding tool</source>
            <translation>Ferramenta de programação</translation>
        </message>
        <message>
            <source>What the tool needs</source>
            <translation>O que a ferramenta precisa</translation>
        </message>
        <message>
            <source>Asking the server which model it serves…</source>
            <translation>Perguntando ao servidor qual modelo ele serve…</translation>
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
            <translation>Copiar este texto para colar nas configurações da ferramenta ou num terminal</translation>
        </message>
        <message>
            <source>Write its file</source>
            <translation>Gravar o arquivo dela</translation>
        </message>
        <message>
            <source>Write the tool's configuration file in your home folder (a copy of the file before is kept beside it)</source>
            <translation>Gravar o arquivo de configuração da ferramenta na sua pasta pessoal (uma cópia do arquivo anterior fica ao lado)</translation>
        </message>
        <message>
            <source>Tool</source>
            <translation>Ferramenta</translation>
        </message>
        <message>
            <source>Not written: {0}</source>
            <translation>Não gravado: {0}</translation>
        </message>
        <message>
            <source> (the file before: {0})</source>
            <translation> (o arquivo anterior: {0})</translation>
        </message>
        <message>
            <source>Wrote {0}{1}. {2}</source>
            <translation>{0}{1} gravado. {2}</translation>
        </message>
    </context>
    <context>
        <name>ConversationDelegate</name>
        <message>
            <source>Conversation title</source>
            <translation>Título da conversa</translation>
        </message>
        <message>
            <source>Enter to rename, Esc to cancel</source>
            <translation>Enter para renomear, Esc para cancelar</translation>
        </message>
    </context>
    <context>
        <name>ConversationItems</name>
        <message>
            <source>just now</source>
            <translation>agora mesmo</translation>
        </message>
        <message>
            <source>{0} min ago</source>
            <translation>há {0} min</translation>
        </message>
        <message>
            <source>{0} h ago</source>
            <translation>há {0} h</translation>
        </message>
        <message>
            <source>yesterday</source>
            <translation>ontem</translation>
        </message>
        <message>
            <source>{0} d ago</source>
            <translation>há {0} d</translation>
        </message>
        <message>
            <source>d MMM</source>
            <translation>d 'de' MMM</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <translation>d 'de' MMM 'de' yyyy</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sem título</translation>
        </message>
        <message>
            <source>Last activity {0}</source>
            <translation>Última atividade {0}</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Fixada</translation>
        </message>
        <message>
            <source>pinned, </source>
            <translation>fixada, </translation>
        </message>
    </context>
    <context>
        <name>ConversationList</name>
        <message>
            <source>No conversations yet.
Start one with New chat.</source>
            <translation>Nenhuma conversa ainda.
Comece uma com Novo chat.</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>Novo chat</translation>
        </message>
        <message>
            <source>Start a new conversation</source>
            <translation>Começar uma nova conversa</translation>
        </message>
        <message>
            <source>Conversations</source>
            <translation>Conversas</translation>
        </message>
        <message>
            <source>F2 renames, Del deletes; right-click for more</source>
            <translation>F2 renomeia, Del exclui; clique com o botão direito para mais</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renomear</translation>
        </message>
        <message>
            <source>Pin</source>
            <translation>Fixar</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportar…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Excluir</translation>
        </message>
        <message>
            <source>Sort by title</source>
            <translation>Ordenar por título</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>Desafixar</translation>
        </message>
        <message>
            <source>Conversation actions</source>
            <translation>Ações da conversa</translation>
        </message>
    </context>
    <context>
        <name>CrashNotifier</name>
        <message>
            <source>Something went wrong</source>
            <translation>Algo deu errado</translation>
        </message>
        <message>
            <source>The details are in Hearth's log. Copy them into a bug report if it happens again.</source>
            <translation>Os detalhes estão no log do Hearth. Copie-os para um relatório de erro se acontecer de novo.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copiar detalhes</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Took {0} out of this chat.</source>
            <translation>{0} foi removido deste chat.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Desfazer</translation>
        </message>
        <message>
            <source>Attach</source>
            <translation>Anexar</translation>
        </message>
        <message>
            <source>Attach files</source>
            <translation>Anexar arquivos</translation>
        </message>
        <message>
            <source>Attach a file to this chat: its questions are answered from it, with sources (you can also drop files here or paste a path)</source>
            <translation>Anexar um arquivo a este chat: as perguntas dele são respondidas com base no arquivo, com fontes (você também pode soltar arquivos aqui ou colar um caminho)</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>Anexar arquivos a este chat</translation>
        </message>
    </context>
    <context>
        <name>DocumentsController</name>
        <message>
            <source>Indexing stopped: {0}</source>
            <translation>Indexação interrompida: {0}</translation>
        </message>
    </context>
    <context>
        <name>DocumentsPanel</name>
        <message>
            <source>{0} (attached)</source>
            <translation>{0} (anexado)</translation>
        </message>
        <message>
            <source>{0} — stopped at {1}/{2} files; Re-index goes on from there</source>
            <translation>{0} — parou em {1}/{2} arquivos; Reindexar continua daí</translation>
        </message>
        <message>
            <source>, ~{0:.0f} s left</source>
            <translation>, faltam ~{0:.0f} s</translation>
        </message>
        <message>
            <source>indexing</source>
            <translation>indexando</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>pausado</translation>
        </message>
        <message>
            <source>waiting for the reply</source>
            <translation>aguardando a resposta</translation>
        </message>
        <message>
            <source>looking for files</source>
            <translation>procurando arquivos</translation>
        </message>
        <message numerus="yes">
            <source>%Ln passage(s)</source>
            <translation>
                <numerusform>%Ln trecho</numerusform>
                <numerusform>%Ln trechos</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} — {1}: {2}/{3} files, {4}{5}</source>
            <translation>{0} — {1}: {2}/{3} arquivos, {4}{5}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln arquivo</numerusform>
                <numerusform>%Ln arquivos</numerusform>
            </translation>
        </message>
        <message>
            <source>, {0} skipped</source>
            <translation>, {0} ignorados</translation>
        </message>
        <message>
            <source>No documents yet.
Add a folder for every chat, or attach a file to this one.</source>
            <translation>Nenhum documento ainda.
Adicione uma pasta para todos os chats ou anexe um arquivo a este.</translation>
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
            <translation>Adicionar…</translation>
        </message>
        <message>
            <source>Add a folder of documents that any chat can use</source>
            <translation>Adicionar uma pasta de documentos que qualquer chat pode usar</translation>
        </message>
        <message>
            <source>Add folder</source>
            <translation>Adicionar pasta</translation>
        </message>
        <message>
            <source>Re-index</source>
            <translation>Reindexar</translation>
        </message>
        <message>
            <source>Read again what changed in this library</source>
            <translation>Ler de novo o que mudou nesta biblioteca</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <source>Forget this library's index (your files stay)</source>
            <translation>Esquecer o índice desta biblioteca (seus arquivos continuam)</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Pausar a indexação</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Stop indexing; what is indexed so far is kept</source>
            <translation>Parar a indexação; o que já foi indexado é mantido</translation>
        </message>
        <message>
            <source>Ticked: this chat's questions are answered from it.</source>
            <translation>Marcada: as perguntas deste chat são respondidas com base nela.</translation>
        </message>
        <message>
            <source>Links out of the folder are followed (right click to stop).</source>
            <translation>Os links para fora da pasta são seguidos (clique com o botão direito para parar).</translation>
        </message>
        <message>
            <source>Skipped ({0}):</source>
            <translation>Ignorados ({0}):</translation>
        </message>
        <message>
            <source>  … and {0} more (main.py docs list --skipped)</source>
            <translation>  … e mais {0} (main.py docs list --skipped)</translation>
        </message>
        <message>
            <source>Right click the library (or press the Menu key) to follow links out of its folder.</source>
            <translation>Clique com o botão direito na biblioteca (ou pressione a tecla Menu) para seguir os links para fora da pasta dela.</translation>
        </message>
        <message>
            <source>Follow links out of this folder</source>
            <translation>Seguir links para fora desta pasta</translation>
        </message>
        <message>
            <source>Index the files that symbolic links in this folder point to elsewhere on the computer</source>
            <translation>Indexar os arquivos para os quais os links simbólicos desta pasta apontam em outro lugar do computador</translation>
        </message>
        <message>
            <source>Add a folder of documents</source>
            <translation>Adicionar uma pasta de documentos</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Retomar</translation>
        </message>
    </context>
    <context>
        <name>DownloadsPanel</name>
        <message>
            <source>No downloads yet. Choose a model in Get models; downloads continue while you chat, and a paused one resumes where it stopped.</source>
            <translation>Nenhum download ainda. Escolha um modelo em Obter modelos; os downloads continuam enquanto você conversa, e um pausado retoma de onde parou.</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Downloads</translation>
        </message>
        <message>
            <source>Clear finished</source>
            <translation>Limpar concluídos</translation>
        </message>
        <message>
            <source>Clear finished downloads from the list</source>
            <translation>Tirar da lista os downloads concluídos</translation>
        </message>
    </context>
    <context>
        <name>EmbedderBuild</name>
        <message>
            <source>Documents search setup</source>
            <translation>Preparação da busca em documentos</translation>
        </message>
        <message>
            <source>Documents search setup step</source>
            <translation>Etapa da preparação da busca em documentos</translation>
        </message>
        <message>
            <source>Preparing document search (once): {0}</source>
            <translation>Preparando a busca em documentos (uma única vez): {0}</translation>
        </message>
        <message>
            <source>Documents search setup progress</source>
            <translation>Progresso da preparação da busca em documentos</translation>
        </message>
        <message>
            <source>Cancel setup</source>
            <translation>Cancelar preparação</translation>
        </message>
        <message>
            <source>Cancel the documents search setup</source>
            <translation>Cancelar a preparação da busca em documentos</translation>
        </message>
        <message>
            <source>Preparing document search (once, about a minute): your files are already searched by their words meanwhile.</source>
            <translation>Preparando a busca em documentos (uma única vez, cerca de um minuto): enquanto isso, seus arquivos já são pesquisados pelas palavras.</translation>
        </message>
    </context>
    <context>
        <name>EmptyHint</name>
        <message>
            <source>Empty chat hint</source>
            <translation>Dica de chat vazio</translation>
        </message>
    </context>
    <context>
        <name>ExportImport</name>
        <message>
            <source>Export conversation</source>
            <translation>Exportar conversa</translation>
        </message>
        <message>
            <source>Import conversation</source>
            <translation>Importar conversa</translation>
        </message>
        <message>
            <source>{0};;All files (*)</source>
            <translation>{0};;Todos os arquivos (*)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <source>Include the model's thinking above its replies? It is folded in Markdown and HTML, and printed quieter in PDF. (The JSON export always keeps it.)</source>
            <translation>Incluir o raciocínio do modelo acima das respostas? Ele fica recolhido em Markdown e HTML e é impresso de forma mais discreta em PDF. (A exportação JSON sempre o mantém.)</translation>
        </message>
        <message>
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>Página da web (*.html)</translation>
        </message>
        <message>
            <source>Hearth conversation, every version (*.json)</source>
            <translation>Conversa do Hearth, todas as versões (*.json)</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>Conversa</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Falha ao exportar</translation>
        </message>
        <message>
            <source>This conversation can no longer be exported: {0}.</source>
            <translation>Esta conversa não pode mais ser exportada: {0}.</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.

Choose another folder, or check that there is free space and that you may write there.</source>
            <translation>O Hearth não conseguiu gravar {0}: {1}.

Escolha outra pasta ou verifique se há espaço livre e se você pode gravar lá.</translation>
        </message>
        <message>
            <source>The conversation could not be exported: {0}.</source>
            <translation>Não foi possível exportar a conversa: {0}.</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>Falha ao importar</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth conversation export.</source>
            <translation>{0} tem mais de 200 MB; não é uma conversa exportada pelo Hearth.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>O Hearth não conseguiu ler {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} is not a text file. Choose a .json file exported by Hearth.</source>
            <translation>{0} não é um arquivo de texto. Escolha um arquivo .json exportado pelo Hearth.</translation>
        </message>
        <message>
            <source>{0} is not valid JSON (line {1}, column {2}: {3}). Choose a .json file exported by Hearth.</source>
            <translation>{0} não é um JSON válido (linha {1}, coluna {2}: {3}). Escolha um arquivo .json exportado pelo Hearth.</translation>
        </message>
        <message>
            <source>{0} is nested too deeply to be a Hearth conversation export.</source>
            <translation>{0} tem aninhamento profundo demais para ser uma conversa exportada pelo Hearth.</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>Não foi possível importar {0}: {1}.</translation>
        </message>
        <message>
            <source>The conversation could not be saved: {0}.</source>
            <translation>Não foi possível salvar a conversa: {0}.</translation>
        </message>
    </context>
    <context>
        <name>FirstRun</name>
        <message>
            <source>Open a model folder</source>
            <translation>Abrir uma pasta de modelo</translation>
        </message>
    </context>
    <context>
        <name>FirstRunScreen</name>
        <message>
            <source>Models chosen to run well on a computer like this one, or any ONNX chat model on Hugging Face. Downloads go on while you chat.</source>
            <translation>Modelos escolhidos para rodar bem num computador como este, ou qualquer modelo de chat ONNX do Hugging Face. Os downloads continuam enquanto você conversa.</translation>
        </message>
        <message>
            <source>about {0}</source>
            <translation>cerca de {0}</translation>
        </message>
        <message>
            <source> It should write {0}.</source>
            <translation> Ele deve escrever {0}.</translation>
        </message>
        <message>
            <source>It needs about {0} of the {1} of {2} here.{3}</source>
            <translation>Ele precisa de cerca de {0} dos {1} de {2} aqui.{3}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1} download, runs on {2}). {3}</source>
            <translation>&lt;b&gt;Recomendado para este computador: {0}&lt;/b&gt; (download de {1}, roda em {2}). {3}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Boas-vindas</translation>
        </message>
        <message>
            <source>Welcome to Hearth</source>
            <translation>Boas-vindas ao Hearth</translation>
        </message>
        <message>
            <source>Chat with language models that run on this computer. Nothing you type leaves it.
To begin, choose a model:</source>
            <translation>Converse com modelos de linguagem que rodam neste computador. Nada do que você digita sai dele.
Para começar, escolha um modelo:</translation>
        </message>
        <message>
            <source>Use the demo model</source>
            <translation>Usar o modelo de demonstração</translation>
        </message>
        <message>
            <source>Open a model folder…</source>
            <translation>Abrir uma pasta de modelo…</translation>
        </message>
        <message>
            <source>Open a model folder</source>
            <translation>Abrir uma pasta de modelo</translation>
        </message>
        <message>
            <source>A folder with an ONNX Runtime GenAI model (genai_config.json next to the model files).</source>
            <translation>Uma pasta com um modelo do ONNX Runtime GenAI (genai_config.json ao lado dos arquivos do modelo).</translation>
        </message>
        <message>
            <source>Browse and download models…</source>
            <translation>Explorar e baixar modelos…</translation>
        </message>
        <message>
            <source>Browse and download models</source>
            <translation>Explorar e baixar modelos</translation>
        </message>
        <message>
            <source>Open the Models window (Ctrl+M)</source>
            <translation>Abrir a janela Modelos (Ctrl+M)</translation>
        </message>
        <message>
            <source>Suggested model</source>
            <translation>Modelo sugerido</translation>
        </message>
        <message>
            <source>Demo model build progress</source>
            <translation>Progresso da criação do modelo de demonstração</translation>
        </message>
        <message>
            <source>Demo model build step</source>
            <translation>Etapa da criação do modelo de demonstração</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Cancel the demo model build</source>
            <translation>Cancelar a criação do modelo de demonstração</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problema</translation>
        </message>
        <message>
            <source>SmolLM2 135M Instruct: tiny and quick, good for trying Hearth out.</source>
            <translation>SmolLM2 135M Instruct: minúsculo e rápido, bom para experimentar o Hearth.</translation>
        </message>
        <message>
            <source>It is ready on this computer.</source>
            <translation>Ele está pronto neste computador.</translation>
        </message>
        <message>
            <source>Built once on this computer the first time: a minute or two, longer while the computer is busy.</source>
            <translation>Criado uma única vez neste computador na primeira vez: um ou dois minutos, mais se o computador estiver ocupado.</translation>
        </message>
        <message>
            <source>Starting the demo model build…</source>
            <translation>Começando a criar o modelo de demonstração…</translation>
        </message>
        <message>
            <source>{0} ({1} so far)</source>
            <translation>{0} ({1} até agora)</translation>
        </message>
        <message>
            <source>The demo model build could not start (the Python interpreter was not found). Run  python main.py demo-model  in a terminal, then choose the demo model again.</source>
            <translation>Não foi possível começar a criar o modelo de demonstração (o interpretador Python não foi encontrado). Execute  python main.py demo-model  num terminal e escolha o modelo de demonstração de novo.</translation>
        </message>
        <message>
            <source>The demo model could not be built:
{0}

Check the message above, then try again, or open a model folder you already have.</source>
            <translation>Não foi possível criar o modelo de demonstração:
{0}

Veja a mensagem acima e tente de novo, ou abra uma pasta de modelo que você já tenha.</translation>
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
            <translation>Não cabe</translation>
        </message>
        <message>
            <source>Fit unknown</source>
            <translation>Encaixe desconhecido</translation>
        </message>
        <message>
            <source>Fit: {0}</source>
            <translation>Encaixe: {0}</translation>
        </message>
    </context>
    <context>
        <name>Grounding</name>
        <message numerus="yes">
            <source>%n passage(s) from your documents left out to fit the context.</source>
            <translation>
                <numerusform>%n trecho dos seus documentos deixado de fora para caber no contexto.</numerusform>
                <numerusform>%n trechos dos seus documentos deixados de fora para caber no contexto.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImageDialog</name>
        <message>
            <source>Image</source>
            <translation>Imagem</translation>
        </message>
        <message>
            <source>This image could not be read.</source>
            <translation>Não foi possível ler esta imagem.</translation>
        </message>
    </context>
    <context>
        <name>ImageDraft</name>
        <message>
            <source>Images to send</source>
            <translation>Imagens para enviar</translation>
        </message>
        <message numerus="yes">
            <source>A message can show the model at most %n image(s).</source>
            <translation>
                <numerusform>Uma mensagem pode mostrar ao modelo no máximo %n imagem.</numerusform>
                <numerusform>Uma mensagem pode mostrar ao modelo no máximo %n imagens.</numerusform>
            </translation>
        </message>
        <message>
            <source>The image could not be read ({error}).</source>
            <translation>Não foi possível ler a imagem ({error}).</translation>
        </message>
        <message>
            <source>{0} could not be read: {1}.</source>
            <translation>Não foi possível ler {0}: {1}.</translation>
        </message>
        <message>
            <source>pasted image</source>
            <translation>imagem colada</translation>
        </message>
        <message>
            <source>{0}: click to leave it out</source>
            <translation>{0}: clique para deixá-la de fora</translation>
        </message>
        <message>
            <source>Remove {0}</source>
            <translation>Remover {0}</translation>
        </message>
        <message>
            <source>{0} of {1} images · {2} · sent with your next message</source>
            <translation>{0} de {1} imagens · {2} · enviadas com sua próxima mensagem</translation>
        </message>
    </context>
    <context>
        <name>ImageHtml</name>
        <message>
            <source>image</source>
            <translation>imagem</translation>
        </message>
        <message>
            <source>{0}: open the full image</source>
            <translation>{0}: abrir a imagem inteira</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
            <translation>Imagens (*.png *.jpg *.jpeg *.webp *.gif)</translation>
        </message>
        <message>
            <source> (in the catalog: {0})</source>
            <translation> (no catálogo: {0})</translation>
        </message>
        <message>
            <source>Image</source>
            <translation>Imagem</translation>
        </message>
        <message>
            <source>Attach an image</source>
            <translation>Anexar uma imagem</translation>
        </message>
        <message>
            <source>Show the model an image: PNG, JPEG, WebP or GIF, up to {0} a message (you can also paste or drop one here)</source>
            <translation>Mostrar uma imagem ao modelo: PNG, JPEG, WebP ou GIF, até {0} por mensagem (você também pode colar ou soltar uma aqui)</translation>
        </message>
        <message>
            <source>{0} Click to see the models that do.</source>
            <translation>{0} Clique para ver os modelos que veem.</translation>
        </message>
        <message>
            <source>The model is still loading: images need a model that sees them.</source>
            <translation>O modelo ainda está carregando: as imagens precisam de um modelo que as veja.</translation>
        </message>
        <message>
            <source>No model is loaded: images need a model that sees them.</source>
            <translation>Nenhum modelo carregado: as imagens precisam de um modelo que as veja.</translation>
        </message>
        <message>
            <source>{0} does not see images: choose one marked "sees images"{1}.</source>
            <translation>{0} não vê imagens: escolha um marcado como “vê imagens”{1}.</translation>
        </message>
        <message>
            <source>Show models</source>
            <translation>Mostrar modelos</translation>
        </message>
        <message>
            <source>Show the model an image</source>
            <translation>Mostrar uma imagem ao modelo</translation>
        </message>
    </context>
    <context>
        <name>Incognito</name>
        <message>
            <source>New in&amp;cognito chat</source>
            <translation>Novo &amp;chat anônimo</translation>
        </message>
        <message>
            <source>A chat that uses no memory and is deleted when you leave it</source>
            <translation>Um chat que não usa a memória e é excluído quando você sai dele</translation>
        </message>
        <message>
            <source>Incognito chat: it uses no memory and is deleted for good when you leave it or quit Hearth.</source>
            <translation>Chat anônimo: não usa a memória e é excluído definitivamente quando você sai dele ou fecha o Hearth.</translation>
        </message>
        <message>
            <source>Incognito — {0}</source>
            <translation>Anônimo — {0}</translation>
        </message>
    </context>
    <context>
        <name>InstalledHooks</name>
        <message>
            <source>The models folder can't be changed here.</source>
            <translation>A pasta de modelos não pode ser alterada aqui.</translation>
        </message>
    </context>
    <context>
        <name>InstalledModels</name>
        <message>
            <source>Import a model folder</source>
            <translation>Importar uma pasta de modelo</translation>
        </message>
        <message>
            <source>Import a model</source>
            <translation>Importar um modelo</translation>
        </message>
        <message>
            <source>Copy {0} into Hearth's models folder, or use it where it is?</source>
            <translation>Copiar {0} para a pasta de modelos do Hearth ou usá-lo onde está?</translation>
        </message>
        <message>
            <source>A copy is independent of the original. Using it in place saves the disk space, but the model stops working if the folder is moved or deleted.</source>
            <translation>Uma cópia é independente do original. Usá-lo onde está economiza espaço em disco, mas o modelo para de funcionar se a pasta for movida ou excluída.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Use in place</source>
            <translation>Usar onde está</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>Escolher a pasta de modelos</translation>
        </message>
    </context>
    <context>
        <name>InstalledModelsPanel</name>
        <message>
            <source>linked: {0}</source>
            <translation>vinculado: {0}</translation>
        </message>
        <message>
            <source>imported</source>
            <translation>importado</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>Pasta de modelos</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>Alterar…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>Alterar a pasta de modelos</translation>
        </message>
        <message>
            <source>Installed models</source>
            <translation>Modelos instalados</translation>
        </message>
        <message>
            <source>No models installed yet. Download one under Get models, or import a folder that holds an ONNX Runtime GenAI model.</source>
            <translation>Nenhum modelo instalado ainda. Baixe um em Obter modelos ou importe uma pasta com um modelo do ONNX Runtime GenAI.</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Usar</translation>
        </message>
        <message>
            <source>Chat with the selected model</source>
            <translation>Conversar com o modelo selecionado</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Excluir…</translation>
        </message>
        <message>
            <source>Delete the selected model</source>
            <translation>Excluir o modelo selecionado</translation>
        </message>
        <message>
            <source>Show in file manager</source>
            <translation>Mostrar no gerenciador de arquivos</translation>
        </message>
        <message>
            <source>Show the selected model's folder in the file manager</source>
            <translation>Mostrar a pasta do modelo selecionado no gerenciador de arquivos</translation>
        </message>
        <message>
            <source>Import folder…</source>
            <translation>Importar pasta…</translation>
        </message>
        <message>
            <source>Import a model folder from disk</source>
            <translation>Importar uma pasta de modelo do disco</translation>
        </message>
        <message>
            <source>Installed models status</source>
            <translation>Status dos modelos instalados</translation>
        </message>
        <message>
            <source>Models folder: {0}</source>
            <translation>Pasta de modelos: {0}</translation>
        </message>
        <message>
            <source>the demo model (built in)</source>
            <translation>o modelo de demonstração (embutido)</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>Em uso</translation>
        </message>
        <message>
            <source>in place</source>
            <translation>onde está</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(raiz do repositório)</translation>
        </message>
        <message>
            <source>Remove {0} from Hearth? Its files in {1} are kept; no space is freed.</source>
            <translation>Remover {0} do Hearth? Os arquivos em {1} são mantidos; nenhum espaço é liberado.</translation>
        </message>
        <message>
            <source>Delete {0}? This frees {1} of disk space; downloading it again takes as long as the first time.</source>
            <translation>Excluir {0}? Isso libera {1} de espaço em disco; baixá-lo de novo demora tanto quanto da primeira vez.</translation>
        </message>
        <message>
            <source>{0} is loaded and answering in the chat now. Hearth unloads it first.</source>
            <translation>{0} está carregado e respondendo no chat agora. O Hearth o descarrega primeiro.</translation>
        </message>
        <message>
            <source>Delete model</source>
            <translation>Excluir modelo</translation>
        </message>
        <message>
            <source>Cannot delete the model</source>
            <translation>Não é possível excluir o modelo</translation>
        </message>
        <message>
            <source>{0} could not be deleted ({1}). It may be in use: load another model, then try again.</source>
            <translation>Não foi possível excluir {0} ({1}). Ele pode estar em uso: carregue outro modelo e tente de novo.</translation>
        </message>
        <message>
            <source>Deleted {0}; freed {1}.</source>
            <translation>{0} excluído; {1} liberados.</translation>
        </message>
        <message>
            <source>Removed {0} from Hearth; its files were kept.</source>
            <translation>{0} removido do Hearth; os arquivos foram mantidos.</translation>
        </message>
        <message>
            <source>No file manager could open {0}.</source>
            <translation>Nenhum gerenciador de arquivos conseguiu abrir {0}.</translation>
        </message>
        <message>
            <source>Checking {0} and test-loading it (this can take a minute for a big model)…</source>
            <translation>Verificando {0} e fazendo um carregamento de teste (pode levar um minuto para um modelo grande)…</translation>
        </message>
        <message>
            <source>Linked {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>{0} vinculado; ele carregou e gerou um token. Selecione-o e pressione Usar para conversar.</translation>
        </message>
        <message>
            <source>Imported {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>{0} importado; ele carregou e gerou um token. Selecione-o e pressione Usar para conversar.</translation>
        </message>
        <message>
            <source>Cannot change the models folder</source>
            <translation>Não é possível alterar a pasta de modelos</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are; import them from there to use them again.</source>
            <translation>Os modelos da pasta anterior ficam onde estão; importe-os de lá para usá-los de novo.</translation>
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
            <translation>Progresso do download de {0}</translation>
        </message>
        <message>
            <source>File being downloaded for {0}</source>
            <translation>Arquivo sendo baixado para {0}</translation>
        </message>
        <message>
            <source>Progress of the current file of {0}</source>
            <translation>Progresso do arquivo atual de {0}</translation>
        </message>
        <message>
            <source>Speed and time left for {0}</source>
            <translation>Velocidade e tempo restante de {0}</translation>
        </message>
        <message>
            <source>Problem with {0}</source>
            <translation>Problema com {0}</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Pause the download of {0}</source>
            <translation>Pausar o download de {0}</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Retomar</translation>
        </message>
        <message>
            <source>Resume the download of {0}</source>
            <translation>Retomar o download de {0}</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Tentar de novo</translation>
        </message>
        <message>
            <source>Retry the download of {0}</source>
            <translation>Tentar de novo o download de {0}</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files</source>
            <translation>Cancelar o download de {0} e excluir os arquivos parciais</translation>
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
            <translation>Conversar com {0}</translation>
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
            <translation>{0} (arquivo {1} de {2})</translation>
        </message>
        <message>
            <source>{0}/s</source>
            <translation>{0}/s</translation>
        </message>
        <message>
            <source>Measuring speed…</source>
            <translation>Medindo a velocidade…</translation>
        </message>
        <message>
            <source>{0} left</source>
            <translation>faltam {0}</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Não iniciado</translation>
        </message>
        <message>
            <source>{0} installed as {1}</source>
            <translation>{0} instalados como {1}</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Cancelado</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Aguardando</translation>
        </message>
        <message>
            <source>Downloading</source>
            <translation>Baixando</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Pausado</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>Instalado</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Falhou</translation>
        </message>
        <message>
            <source>(whole repository)</source>
            <translation>(repositório inteiro)</translation>
        </message>
        <message>
            <source> ({0} so far)</source>
            <translation> ({0} até agora)</translation>
        </message>
        <message>
            <source>; Pause keeps them</source>
            <translation>; Pausar os mantém</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files{1}? Retry then starts from the beginning{2}.</source>
            <translation>Cancelar o download de {0} e excluir os arquivos parciais{1}? Tentar de novo então começa do início{2}.</translation>
        </message>
        <message>
            <source>Cancel download?</source>
            <translation>Cancelar o download?</translation>
        </message>
        <message>
            <source>Delete download</source>
            <translation>Excluir download</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Manter</translation>
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
            <translation>Painéis da janela</translation>
        </message>
        <message>
            <source>No model loaded (ejected)</source>
            <translation>Nenhum modelo carregado (ejetado)</translation>
        </message>
        <message>
            <source>“{0}” was deleted for good.</source>
            <translation>“{0}” foi excluída definitivamente.</translation>
        </message>
        <message>
            <source>“{0}” was deleted.</source>
            <translation>“{0}” foi excluída.</translation>
        </message>
        <message>
            <source>There is nothing to export yet: open a conversation first.</source>
            <translation>Ainda não há nada para exportar: abra uma conversa primeiro.</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>Exportado para {0}</translation>
        </message>
        <message>
            <source>Imported “{0}”.</source>
            <translation>“{0}” importada.</translation>
        </message>
        <message>
            <source>Engine stopped</source>
            <translation>Motor parado</translation>
        </message>
        <message>
            <source>The model could not be loaded. {0}</source>
            <translation>Não foi possível carregar o modelo. {0}</translation>
        </message>
        <message>
            <source>{0} {1} is still loaded.</source>
            <translation>{0} {1} continua carregado.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Nenhum modelo carregado</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>Escolher um modelo…</translation>
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
            <translation>Imagem: {0}</translation>
        </message>
        <message>
            <source>(no description)</source>
            <translation>(sem descrição)</translation>
        </message>
    </context>
    <context>
        <name>Memory</name>
        <message numerus="yes">
            <source>Used %n memory(s)</source>
            <translation>
                <numerusform>%n memória usada</numerusform>
                <numerusform>%n memórias usadas</numerusform>
            </translation>
        </message>
        <message>
            <source>Hide the memories this reply was given</source>
            <translation>Ocultar as memórias que esta resposta recebeu</translation>
        </message>
        <message>
            <source>Show the memories this reply was given (Memory → Memories… edits them)</source>
            <translation>Mostrar as memórias que esta resposta recebeu (Memória → Memórias… as edita)</translation>
        </message>
        <message>
            <source>Me&amp;mory</source>
            <translation>&amp;Memória</translation>
        </message>
        <message>
            <source>&amp;Remember…</source>
            <translation>&amp;Lembrar…</translation>
        </message>
        <message>
            <source>Write down something every chat should know about you</source>
            <translation>Anotar algo que todo chat deve saber sobre você</translation>
        </message>
        <message>
            <source>&amp;Memories…</source>
            <translation>&amp;Memórias…</translation>
        </message>
        <message>
            <source>Use memory in &amp;this chat</source>
            <translation>Usar a memória &amp;neste chat</translation>
        </message>
        <message>
            <source>Use memory in &amp;every chat</source>
            <translation>Usar a memória em &amp;todos os chats</translation>
        </message>
    </context>
    <context>
        <name>MemoryPanel</name>
        <message>
            <source>Memories</source>
            <translation>Memórias</translation>
        </message>
        <message>
            <source>Facts Hearth gives the model when they matter to what you ask, in every chat with memory on. They stay on this computer. Untick one to keep it without using it.</source>
            <translation>Fatos que o Hearth dá ao modelo quando importam para o que você pergunta, em todo chat com a memória ativada. Eles ficam neste computador. Desmarque um para guardá-lo sem usá-lo.</translation>
        </message>
        <message>
            <source>Something to remember, e.g. I write Python on Linux</source>
            <translation>Algo para lembrar, ex.: Programo em Python no Linux</translation>
        </message>
        <message>
            <source>New memory</source>
            <translation>Nova memória</translation>
        </message>
        <message>
            <source>&amp;Remember</source>
            <translation>&amp;Lembrar</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>E&amp;xcluir</translation>
        </message>
        <message>
            <source>&amp;Forget everything…</source>
            <translation>Es&amp;quecer tudo…</translation>
        </message>
        <message>
            <source>E&amp;xport…</source>
            <translation>Ex&amp;portar…</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importar…</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s).</source>
            <translation>
                <numerusform>%n memória.</numerusform>
                <numerusform>%n memórias.</numerusform>
            </translation>
        </message>
        <message>
            <source>No memories yet.</source>
            <translation>Nenhuma memória ainda.</translation>
        </message>
        <message>
            <source>Proposed by the model; you allowed it</source>
            <translation>Proposta pelo modelo; você permitiu</translation>
        </message>
        <message>
            <source>Only for the chats of the project {0}</source>
            <translation>Só para os chats do projeto {0}</translation>
        </message>
        <message>
            <source>Memory not changed</source>
            <translation>Memória não alterada</translation>
        </message>
        <message>
            <source>Forget everything?</source>
            <translation>Esquecer tudo?</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n memory(s) for good? Replies already written keep their text.</source>
            <translation>
                <numerusform>Excluir de vez %n memória? As respostas já escritas mantêm o texto.</numerusform>
                <numerusform>Excluir de vez as %n memórias? As respostas já escritas mantêm o texto.</numerusform>
            </translation>
        </message>
        <message>
            <source>Forget everything</source>
            <translation>Esquecer tudo</translation>
        </message>
        <message>
            <source>Export memories</source>
            <translation>Exportar memórias</translation>
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <source>Memories not exported</source>
            <translation>Memórias não exportadas</translation>
        </message>
        <message>
            <source>Import memories</source>
            <translation>Importar memórias</translation>
        </message>
        <message>
            <source>Memories not imported</source>
            <translation>Memórias não importadas</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s) added.</source>
            <translation>
                <numerusform>%n memória adicionada.</numerusform>
                <numerusform>%n memórias adicionadas.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MessageHtml</name>
        <message>
            <source>Interrupted: the app closed before this reply was finished.</source>
            <translation>Interrompida: o aplicativo fechou antes de esta resposta terminar.</translation>
        </message>
        <message>
            <source>Stopped before the end.</source>
            <translation>Parada antes do fim.</translation>
        </message>
        <message>
            <source>This reply failed.</source>
            <translation>Esta resposta falhou.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Você</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistente</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt do sistema</translation>
        </message>
        <message>
            <source>Attached: {0}</source>
            <translation>Anexado: {0}</translation>
        </message>
        <message numerus="yes">
            <source> · %Ln passage(s) left out to fit the context</source>
            <translation>
                <numerusform> · %Ln trecho deixado de fora para caber no contexto</numerusform>
                <numerusform> · %Ln trechos deixados de fora para caber no contexto</numerusform>
            </translation>
        </message>
        <message>
            <source>Sources: {0}</source>
            <translation>Fontes: {0}</translation>
        </message>
        <message>
            <source>Tool call &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</source>
            <translation>Chamada de ferramenta &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>%Ln linha</numerusform>
                <numerusform>%Ln linhas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln character(s)</source>
            <translation>
                <numerusform>%Ln caractere</numerusform>
                <numerusform>%Ln caracteres</numerusform>
            </translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>Mostrar tudo</translation>
        </message>
        <message>
            <source>Show the whole message</source>
            <translation>Mostrar a mensagem inteira</translation>
        </message>
        <message>
            <source>Show less</source>
            <translation>Mostrar menos</translation>
        </message>
        <message>
            <source>Fold the message again</source>
            <translation>Recolher a mensagem de novo</translation>
        </message>
        <message>
            <source>Folded: {0}</source>
            <translation>Recolhida: {0}</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy this message</source>
            <translation>Copiar esta mensagem</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>Editar</translation>
        </message>
        <message>
            <source>Edit this message and send it again</source>
            <translation>Editar esta mensagem e enviá-la de novo</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Gerar de novo</translation>
        </message>
        <message>
            <source>Write this reply again</source>
            <translation>Escrever esta resposta de novo</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuar</translation>
        </message>
        <message>
            <source>Go on from where the reply stopped</source>
            <translation>Continuar de onde a resposta parou</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>Versão anterior</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>Próxima versão</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>Ocultar detalhes</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Detalhes</translation>
        </message>
        <message>
            <source>How this reply was made: device, sampling, prompt and speed</source>
            <translation>Como esta resposta foi feita: dispositivo, amostragem, prompt e velocidade</translation>
        </message>
        <message>
            <source>writing…</source>
            <translation>escrevendo…</translation>
        </message>
        <message>
            <source>This reply failed: {0}</source>
            <translation>Esta resposta falhou: {0}</translation>
        </message>
    </context>
    <context>
        <name>ModelBuild</name>
        <message>
            <source>Working</source>
            <translation>Trabalhando</translation>
        </message>
    </context>
    <context>
        <name>ModelChoice</name>
        <message>
            <source>fits in memory</source>
            <translation>cabe na memória</translation>
        </message>
        <message>
            <source>tight fit: close other apps</source>
            <translation>justo: feche outros aplicativos</translation>
        </message>
        <message>
            <source>probably too big here</source>
            <translation>provavelmente grande demais aqui</translation>
        </message>
        <message>
            <source>Demo model (SmolLM2 135M, offline)</source>
            <translation>Modelo de demonstração (SmolLM2 135M, offline)</translation>
        </message>
        <message>
            <source>runs on {0} — {1}</source>
            <translation>roda em {0} — {1}</translation>
        </message>
        <message>
            <source>this computer ({0})</source>
            <translation>este computador ({0})</translation>
        </message>
        <message>
            <source>Off: {0}.</source>
            <translation>Desativado: {0}.</translation>
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
            <translation>Responde bem em {0}.</translation>
        </message>
        <message>
            <source>Answers best in English; weak in {0}.</source>
            <translation>Responde melhor em inglês; fraco em {0}.</translation>
        </message>
        <message>
            <source>{0} s</source>
            <translation>{0} s</translation>
        </message>
        <message>
            <source>about {0} min</source>
            <translation>cerca de {0} min</translation>
        </message>
        <message>
            <source>{0} h {1} min</source>
            <translation>{0} h {1} min</translation>
        </message>
        <message>
            <source>{0}M</source>
            <translation>{0} mi</translation>
        </message>
        <message>
            <source>{0}k</source>
            <translation>{0} mil</translation>
        </message>
        <message>
            <source>{0}B</source>
            <translation>{0} bi</translation>
        </message>
    </context>
    <context>
        <name>ModelInfo</name>
        <message>
            <source>Runs on {0}.</source>
            <translation>Roda em {0}.</translation>
        </message>
        <message>
            <source>Runs on {0}: {1}.</source>
            <translation>Roda em {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} falhou: {1}</translation>
        </message>
        <message>
            <source>{0} not used: {1}</source>
            <translation>{0} não usado: {1}</translation>
        </message>
    </context>
    <context>
        <name>ModelPicker</name>
        <message>
            <source>Most downloaded</source>
            <translation>Mais baixados</translation>
        </message>
        <message>
            <source>Recently updated</source>
            <translation>Atualizados recentemente</translation>
        </message>
        <message>
            <source>Network features are off</source>
            <translation>Os recursos de rede estão desativados</translation>
        </message>
        <message>
            <source>Search Hugging Face for ONNX chat models, e.g. phi, qwen, llama</source>
            <translation>Pesquisar modelos de chat ONNX no Hugging Face, por ex. phi, qwen, llama</translation>
        </message>
        <message>
            <source>Search Hugging Face</source>
            <translation>Pesquisar no Hugging Face</translation>
        </message>
        <message>
            <source>Sort results by</source>
            <translation>Ordenar resultados por</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Pesquisar</translation>
        </message>
        <message>
            <source>← Catalog</source>
            <translation>← Catálogo</translation>
        </message>
        <message>
            <source>Back to the curated models</source>
            <translation>Voltar aos modelos selecionados</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Resultados da pesquisa</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>Status da pesquisa</translation>
        </message>
        <message>
            <source>Load more</source>
            <translation>Carregar mais</translation>
        </message>
        <message>
            <source>Load more search results</source>
            <translation>Carregar mais resultados</translation>
        </message>
        <message>
            <source>Show variants…</source>
            <translation>Mostrar variantes…</translation>
        </message>
        <message>
            <source>Show the variants of the selected repository</source>
            <translation>Mostrar as variantes do repositório selecionado</translation>
        </message>
        <message>
            <source>Work offline</source>
            <translation>Trabalhar offline</translation>
        </message>
        <message>
            <source>Turn on offline mode: Hearth stops trying to reach the hub</source>
            <translation>Ativar o modo offline: o Hearth para de tentar acessar o hub</translation>
        </message>
        <message>
            <source>Searching and downloading are turned off: {0}. The curated list below works offline; models already installed keep working.</source>
            <translation>A pesquisa e os downloads estão desativados: {0}. A lista selecionada abaixo funciona offline; os modelos já instalados continuam funcionando.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>Indisponível: {0}.</translation>
        </message>
        <message>
            <source> Gated: accept its licence on huggingface.co and add your access token under {0} first.</source>
            <translation> Acesso restrito: aceite primeiro a licença em huggingface.co e adicione seu token de acesso em {0}.</translation>
        </message>
        <message>
            <source>{0} Licence: {1}.{2}</source>
            <translation>{0} Licença: {1}.{2}</translation>
        </message>
        <message>
            <source>Results for “{0}”</source>
            <translation>Resultados para “{0}”</translation>
        </message>
        <message>
            <source>All ONNX chat models</source>
            <translation>Todos os modelos de chat ONNX</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Pesquisando…</translation>
        </message>
        <message>
            <source>Loading more…</source>
            <translation>Carregando mais…</translation>
        </message>
        <message>
            <source>No ONNX chat model matches. Try fewer or other words.</source>
            <translation>Nenhum modelo de chat ONNX corresponde. Tente menos palavras ou outras.</translation>
        </message>
        <message>
            <source> More on the hub.</source>
            <translation> Mais no hub.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln model(s) shown.{0}</source>
            <translation>
                <numerusform>%Ln modelo exibido.{0}</numerusform>
                <numerusform>%Ln modelos exibidos.{0}</numerusform>
            </translation>
        </message>
        <message>
            <source>gated</source>
            <translation>acesso restrito</translation>
        </message>
        <message numerus="yes">
            <source> Listed: the %n curated model(s) that match.</source>
            <translation>
                <numerusform> Na lista: o %n modelo selecionado que corresponde.</numerusform>
                <numerusform> Na lista: os %n modelos selecionados que correspondem.</numerusform>
            </translation>
        </message>
        <message>
            <source> No curated model matches.</source>
            <translation> Nenhum modelo selecionado corresponde.</translation>
        </message>
        <message>
            <source>in Hearth's curated list</source>
            <translation>na lista selecionada do Hearth</translation>
        </message>
    </context>
    <context>
        <name>ModelSwitcher</name>
        <message>
            <source>Send your messages to another computer?</source>
            <translation>Enviar suas mensagens para outro computador?</translation>
        </message>
        <message>
            <source>{0} runs on {1}. Everything you send in a chat with it — your messages, the conversation before them and the system prompt — leaves this computer and is processed there.

Send messages to {1}?</source>
            <translation>{0} roda em {1}. Tudo o que você envia num chat com ele — suas mensagens, a conversa anterior e o prompt do sistema — sai deste computador e é processado lá.

Enviar mensagens para {1}?</translation>
        </message>
        <message>
            <source>Add a remote server</source>
            <translation>Adicionar um servidor remoto</translation>
        </message>
        <message>
            <source>optional: a name for it</source>
            <translation>opcional: um nome para ele</translation>
        </message>
        <message>
            <source>optional: kept in your system's keyring</source>
            <translation>opcional: guardada no chaveiro do seu sistema</translation>
        </message>
        <message>
            <source>Server address</source>
            <translation>Endereço do servidor</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Chave de API</translation>
        </message>
        <message>
            <source>Any server that speaks OpenAI's chat API: vLLM, llama.cpp's server, Ollama, LM Studio, Foundry Local, or another Hearth's `serve`.</source>
            <translation>Qualquer servidor que fale a API de chat da OpenAI: vLLM, o servidor do llama.cpp, Ollama, LM Studio, Foundry Local ou o `serve` de outro Hearth.</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Endereço:</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Nome:</translation>
        </message>
        <message>
            <source>API key:</source>
            <translation>Chave de API:</translation>
        </message>
        <message>
            <source>Model picker</source>
            <translation>Seletor de modelo</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Choose the model for this chat (Ctrl+L)</source>
            <translation>Escolher o modelo deste chat (Ctrl+L)</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>Modelos</translation>
        </message>
        <message>
            <source>Where the model runs</source>
            <translation>Onde o modelo roda</translation>
        </message>
        <message>
            <source>Eject</source>
            <translation>Ejetar</translation>
        </message>
        <message>
            <source>Eject the model</source>
            <translation>Ejetar o modelo</translation>
        </message>
        <message>
            <source>Unload the model and give its memory back</source>
            <translation>Descarregar o modelo e liberar a memória dele</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Carregando {0}…</translation>
        </message>
        <message>
            <source>Cannot add the server</source>
            <translation>Não é possível adicionar o servidor</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Nenhum modelo carregado</translation>
        </message>
        <message>
            <source>Runs on {0} — {1}</source>
            <translation>Roda em {0} — {1}</translation>
        </message>
        <message>
            <source>{0} is served by another program on this computer ({1}): what you send goes to it, not to Hearth's engine.</source>
            <translation>{0} é servido por outro programa neste computador ({1}): o que você envia vai para ele, não para o motor do Hearth.</translation>
        </message>
        <message>
            <source>{0} is not on this computer: what you send is processed on {1}.</source>
            <translation>{0} não está neste computador: o que você envia é processado em {1}.</translation>
        </message>
        <message>
            <source>{0} cannot run {1} here{2}: it runs on the {3}.</source>
            <translation>{0} não consegue rodar {1} aqui{2}: ele roda em {3}.</translation>
        </message>
        <message>
            <source>Let Hearth choose</source>
            <translation>Deixar o Hearth escolher</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>Neste computador</translation>
        </message>
        <message>
            <source>No models yet: get one in the Models window</source>
            <translation>Nenhum modelo ainda: obtenha um na janela Modelos</translation>
        </message>
        <message>
            <source>Remote servers</source>
            <translation>Servidores remotos</translation>
        </message>
        <message>
            <source>Add a remote server…</source>
            <translation>Adicionar um servidor remoto…</translation>
        </message>
        <message>
            <source>Eject the model (free its memory)</source>
            <translation>Ejetar o modelo (liberar a memória)</translation>
        </message>
        <message>
            <source>Manage models…</source>
            <translation>Gerenciar modelos…</translation>
        </message>
        <message>
            <source>It sees images and thinks.</source>
            <translation>Ele vê imagens e raciocina.</translation>
        </message>
        <message>
            <source>It sees images.</source>
            <translation>Ele vê imagens.</translation>
        </message>
        <message>
            <source>It thinks.</source>
            <translation>Ele raciocina.</translation>
        </message>
        <message>
            <source>It answers in text: it does not think first nor see images.</source>
            <translation>Ele responde em texto: não raciocina antes nem vê imagens.</translation>
        </message>
        <message>
            <source>Run {0} on</source>
            <translation>Rodar {0} em</translation>
        </message>
        <message>
            <source>Automatic (Hearth chooses)</source>
            <translation>Automático (o Hearth escolhe)</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>falhou</translation>
        </message>
        <message>
            <source>Failed: {0}</source>
            <translation>Falhou: {0}</translation>
        </message>
        <message>
            <source>Enable {0} (about {1} download)…</source>
            <translation>Ativar {0} (download de cerca de {1})…</translation>
        </message>
        <message>
            <source> {0} is loaded now.</source>
            <translation> {0} está carregado agora.</translation>
        </message>
        <message>
            <source>This chat was answered by {0}, which is no longer available.{1}</source>
            <translation>Este chat foi respondido por {0}, que não está mais disponível.{1}</translation>
        </message>
        <message>
            <source>This chat was answered by {0}.{1}</source>
            <translation>Este chat foi respondido por {0}.{1}</translation>
        </message>
        <message>
            <source>Load {0}</source>
            <translation>Carregar {0}</translation>
        </message>
        <message numerus="yes">
            <source>Added {0} ({1}): it offers %Ln model(s). Choose one in the model picker at the top (Ctrl+L).</source>
            <translation>
                <numerusform>{0} ({1}) adicionado: ele oferece %Ln modelo. Escolha-o no seletor de modelo no topo (Ctrl+L).</numerusform>
                <numerusform>{0} ({1}) adicionado: ele oferece %Ln modelos. Escolha um no seletor de modelo no topo (Ctrl+L).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelsAccess</name>
        <message>
            <source>Hearth cannot write to {0} ({1}). Choose a folder you can write to.</source>
            <translation>O Hearth não consegue gravar em {0} ({1}). Escolha uma pasta onde você possa gravar.</translation>
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
            <translation>&amp;Obter modelos</translation>
        </message>
        <message>
            <source>&amp;Downloads</source>
            <translation>&amp;Downloads</translation>
        </message>
        <message>
            <source>&amp;Installed</source>
            <translation>&amp;Instalados</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network…</source>
            <translation>&amp;Privacidade e rede…</translation>
        </message>
        <message>
            <source>Privacy and network settings</source>
            <translation>Configurações de privacidade e rede</translation>
        </message>
        <message>
            <source>The access token, a mirror and offline mode (in Preferences)</source>
            <translation>O token de acesso, um espelho e o modo offline (em Preferências)</translation>
        </message>
        <message>
            <source>&amp;Downloads ({0})</source>
            <translation>&amp;Downloads ({0})</translation>
        </message>
    </context>
    <context>
        <name>NoticeBar</name>
        <message>
            <source>Information</source>
            <translation>Informação</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Aviso</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Erro</translation>
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
            <translation>Ação de {0}</translation>
        </message>
        <message>
            <source>Dismiss {0}</source>
            <translation>Dispensar {0}</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Dispensar</translation>
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
            <translation>O quanto a redação arrisca: 0 sempre escolhe a próxima palavra mais provável (greedy), de 1 para cima fica mais variada.</translation>
        </message>
        <message>
            <source>Top-p</source>
            <translation>Top-p</translation>
        </message>
        <message>
            <source>Only consider the most likely words that together make up this share of the probability (0–1].</source>
            <translation>Considerar só as palavras mais prováveis que juntas somam esta parte da probabilidade (0–1].</translation>
        </message>
        <message>
            <source>Top-k</source>
            <translation>Top-k</translation>
        </message>
        <message>
            <source>Only consider this many of the most likely words; 0 turns the limit off.</source>
            <translation>Considerar só esta quantidade das palavras mais prováveis; 0 desativa o limite.</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>Máx. de tokens novos</translation>
        </message>
        <message>
            <source>The longest reply, in tokens (a token is about three quarters of a word).</source>
            <translation>A resposta mais longa, em tokens (um token é cerca de três quartos de uma palavra).</translation>
        </message>
        <message>
            <source>Repetition penalty</source>
            <translation>Penalidade de repetição</translation>
        </message>
        <message>
            <source>Above 1 discourages repeating the same words; 1 is off.</source>
            <translation>Acima de 1 desestimula repetir as mesmas palavras; 1 desativa.</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Semente</translation>
        </message>
        <message>
            <source>Leave blank for a new random seed every reply; a number makes replies repeatable.</source>
            <translation>Deixe em branco para uma nova semente aleatória a cada resposta; um número torna as respostas repetíveis.</translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>Seguir o sistema</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Escuro</translation>
        </message>
        <message>
            <source>Auto</source>
            <translation>Automático</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Ativado</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Desativado</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>Escolher a pasta de modelos</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Preferências</translation>
        </message>
        <message>
            <source>Preferences sections</source>
            <translation>Seções das preferências</translation>
        </message>
        <message>
            <source>&amp;Appearance</source>
            <translation>&amp;Aparência</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Tamanho do texto</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>Tamanho do sistema</translation>
        </message>
        <message>
            <source> pt</source>
            <translation> pt</translation>
        </message>
        <message>
            <source>The text size applies to the conversation and the message box.</source>
            <translation>O tamanho do texto vale para a conversa e a caixa de mensagem.</translation>
        </message>
        <message>
            <source>&amp;New chats</source>
            <translation>&amp;Novos chats</translation>
        </message>
        <message>
            <source>Preset for new chats</source>
            <translation>Predefinição dos novos chats</translation>
        </message>
        <message>
            <source>Max new tokens for new chats</source>
            <translation>Máx. de tokens novos dos novos chats</translation>
        </message>
        <message>
            <source>Max new tokens problem</source>
            <translation>Problema no máx. de tokens novos</translation>
        </message>
        <message>
            <source>System prompt for new chats</source>
            <translation>Prompt do sistema dos novos chats</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>Por exemplo: Você é um assistente conciso. Responda em português.</translation>
        </message>
        <message>
            <source>A new chat starts with these values; the settings panel of a chat changes that chat only, and says where it differs from them.</source>
            <translation>Um novo chat começa com estes valores; o painel de configurações de um chat altera só aquele chat e mostra onde ele difere deles.</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Predefinição</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>Máx. de tokens novos</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt do sistema</translation>
        </message>
        <message>
            <source>&amp;Models</source>
            <translation>&amp;Modelos</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>Pasta de modelos</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>Alterar…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>Alterar a pasta de modelos</translation>
        </message>
        <message>
            <source>Models folder problem</source>
            <translation>Problema na pasta de modelos</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Pasta</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are.</source>
            <translation>Os modelos da pasta anterior ficam onde estão.</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network</source>
            <translation>&amp;Privacidade e rede</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>Configurações não salvas</translation>
        </message>
        <message>
            <source>&amp;General</source>
            <translation>&amp;Geral</translation>
        </message>
        <message>
            <source>Open the last conversation when Hearth starts</source>
            <translation>Abrir a última conversa quando o Hearth iniciar</translation>
        </message>
        <message>
            <source>Let the model name new conversations (after the first reply, when idle)</source>
            <translation>Deixar o modelo dar nome às novas conversas (após a primeira resposta, quando ocioso)</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Hearth speaks the new language after a restart.</source>
            <translation>O Hearth passa a usar o novo idioma após reiniciar.</translation>
        </message>
        <message>
            <source>Speculative decoding</source>
            <translation>Decodificação especulativa</translation>
        </message>
        <message>
            <source>Greedy replies (temperature 0, the Precise preset) that repeat the conversation — quotes, a rewritten passage, edited code — come faster: words that followed the same words earlier are checked several at once. Auto stops when the guesses do not pay off.</source>
            <translation>Respostas greedy (temperatura 0, a predefinição Precise) que repetem a conversa — citações, um trecho reescrito, código editado — chegam mais rápido: palavras que antes seguiram as mesmas palavras são verificadas várias de uma vez. Automático para quando os palpites não compensam.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example 512.</source>
            <translation>Digite um número inteiro, por exemplo 512.</translation>
        </message>
    </context>
    <context>
        <name>PresetPicker</name>
        <message>
            <source>Save preset</source>
            <translation>Salvar predefinição</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>Nome da predefinição:</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Predefinição</translation>
        </message>
        <message>
            <source>Apply a saved set of values</source>
            <translation>Aplicar um conjunto de valores salvo</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizado</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>Salvar como…</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>Salvar como predefinição</translation>
        </message>
        <message>
            <source>Save the current values as a named preset</source>
            <translation>Salvar os valores atuais como uma predefinição com nome</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Excluir</translation>
        </message>
        <message>
            <source>Delete preset</source>
            <translation>Excluir predefinição</translation>
        </message>
        <message>
            <source>Fix the values marked in red first</source>
            <translation>Corrija primeiro os valores marcados em vermelho</translation>
        </message>
        <message>
            <source>Choose one of your own presets to delete it</source>
            <translation>Escolha uma das suas predefinições para excluí-la</translation>
        </message>
        <message>
            <source>“{0}” is built in and can't be deleted</source>
            <translation>“{0}” é embutida e não pode ser excluída</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”</source>
            <translation>Excluir a predefinição “{0}”</translation>
        </message>
        <message>
            <source>Replace preset</source>
            <translation>Substituir predefinição</translation>
        </message>
        <message>
            <source>Replace the preset “{0}” with these values?</source>
            <translation>Substituir a predefinição “{0}” por estes valores?</translation>
        </message>
        <message>
            <source>Preset not saved</source>
            <translation>Predefinição não salva</translation>
        </message>
        <message>
            <source>The preset could not be saved: {0}</source>
            <translation>Não foi possível salvar a predefinição: {0}</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”? This cannot be undone.</source>
            <translation>Excluir a predefinição “{0}”? Isso não pode ser desfeito.</translation>
        </message>
        <message>
            <source>Preset not deleted</source>
            <translation>Predefinição não excluída</translation>
        </message>
        <message>
            <source>The preset could not be deleted: {0}</source>
            <translation>Não foi possível excluir a predefinição: {0}</translation>
        </message>
    </context>
    <context>
        <name>PrivacySettings</name>
        <message>
            <source>The token is kept in the OS keyring.</source>
            <translation>O token fica guardado no chaveiro do sistema.</translation>
        </message>
        <message>
            <source>The token is kept for this session only: no keyring is available on this system, so Hearth will ask for it again next time. It is never written to a file.</source>
            <translation>O token fica guardado só nesta sessão: não há chaveiro disponível neste sistema, então o Hearth vai pedi-lo de novo na próxima vez. Ele nunca é gravado em arquivo.</translation>
        </message>
        <message>
            <source>Hearth never sends your conversations anywhere. Offline mode goes further: no searching, downloading or token checks, so Hearth makes no network connection at all. Installed models keep working.</source>
            <translation>O Hearth nunca envia suas conversas para lugar nenhum. O modo offline vai além: nada de pesquisas, downloads ou verificações de token, então o Hearth não faz nenhuma conexão de rede. Os modelos instalados continuam funcionando.</translation>
        </message>
        <message>
            <source>Enter the address of a Hugging Face mirror, like https://hf-mirror.com (with https://).</source>
            <translation>Digite o endereço de um espelho do Hugging Face, como https://hf-mirror.com (com https://).</translation>
        </message>
        <message>
            <source>Enter only the mirror's address, without a query, a fragment or a password in it.</source>
            <translation>Digite só o endereço do espelho, sem consulta, fragmento ou senha.</translation>
        </message>
        <message>
            <source>hf_…  (from huggingface.co/settings/tokens)</source>
            <translation>hf_…  (de huggingface.co/settings/tokens)</translation>
        </message>
        <message>
            <source>Hugging Face access token</source>
            <translation>Token de acesso do Hugging Face</translation>
        </message>
        <message>
            <source>Check and save</source>
            <translation>Verificar e salvar</translation>
        </message>
        <message>
            <source>Check the access token and save it</source>
            <translation>Verificar o token de acesso e salvá-lo</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <source>Remove the saved access token</source>
            <translation>Remover o token de acesso salvo</translation>
        </message>
        <message>
            <source>Access token status</source>
            <translation>Status do token de acesso</translation>
        </message>
        <message>
            <source>About the access token</source>
            <translation>Sobre o token de acesso</translation>
        </message>
        <message>
            <source>Hugging Face mirror address</source>
            <translation>Endereço do espelho do Hugging Face</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Aplicar</translation>
        </message>
        <message>
            <source>Use this mirror address</source>
            <translation>Usar este endereço de espelho</translation>
        </message>
        <message>
            <source>Mirror address status</source>
            <translation>Status do endereço de espelho</translation>
        </message>
        <message>
            <source>Mirror</source>
            <translation>Espelho</translation>
        </message>
        <message>
            <source>About the mirror</source>
            <translation>Sobre o espelho</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Endereço</translation>
        </message>
        <message>
            <source>Offline mode: make no network connections</source>
            <translation>Modo offline: não fazer conexões de rede</translation>
        </message>
        <message>
            <source>Offline mode</source>
            <translation>Modo offline</translation>
        </message>
        <message>
            <source>Offline mode explanation</source>
            <translation>Explicação do modo offline</translation>
        </message>
        <message>
            <source>Network status</source>
            <translation>Status da rede</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Rede</translation>
        </message>
        <message>
            <source>Paste a token from huggingface.co/settings/tokens first.</source>
            <translation>Cole primeiro um token de huggingface.co/settings/tokens.</translation>
        </message>
        <message>
            <source>The token cannot be checked with {0}: {1}.</source>
            <translation>Não é possível verificar o token com {0}: {1}.</translation>
        </message>
        <message>
            <source>Checking the token with {0}…</source>
            <translation>Verificando o token com {0}…</translation>
        </message>
        <message>
            <source>Signed in as {0}. {1}</source>
            <translation>Conectado como {0}. {1}</translation>
        </message>
        <message>
            <source>A token is saved. Paste a new one to replace it.</source>
            <translation>Há um token salvo. Cole um novo para substituí-lo.</translation>
        </message>
        <message>
            <source>The access token was removed. Gated and private models need it again.</source>
            <translation>O token de acesso foi removido. Os modelos de acesso restrito e privados precisam dele de novo.</translation>
        </message>
        <message>
            <source> (the HF_ENDPOINT environment variable)</source>
            <translation> (a variável de ambiente HF_ENDPOINT)</translation>
        </message>
        <message>
            <source> (the default)</source>
            <translation> (o padrão)</translation>
        </message>
        <message>
            <source>Where searches, downloads and token checks go. Leave it empty for {0}{1}; enter a mirror or a proxy of the hub where that is slow or blocked.</source>
            <translation>Para onde vão as pesquisas, os downloads e as verificações de token. Deixe vazio para {0}{1}; digite um espelho ou um proxy do hub onde ele for lento ou bloqueado.</translation>
        </message>
        <message>
            <source>Needed only for gated models (accept their licence on huggingface.co first) and private ones. A read-only token is enough. Hearth checks it with {0} before saving it.</source>
            <translation>Necessário só para modelos de acesso restrito (aceite antes a licença em huggingface.co) e privados. Um token somente leitura basta. O Hearth o verifica com {0} antes de salvá-lo.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0} (the mirror address above).</source>
            <translation>As pesquisas e downloads vão para {0} (o endereço de espelho acima).</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}, set by the HF_ENDPOINT environment variable; a mirror address here takes its place.</source>
            <translation>As pesquisas e downloads vão para {0}, definido pela variável de ambiente HF_ENDPOINT; um endereço de espelho aqui o substitui.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}.</source>
            <translation>As pesquisas e downloads vão para {0}.</translation>
        </message>
        <message>
            <source> It is not encrypted (http): anyone on the way can see which models you fetch. Downloads are still checked against their checksums.</source>
            <translation> Não é criptografado (http): qualquer um no caminho pode ver quais modelos você baixa. Os downloads continuam sendo conferidos pelas somas de verificação.</translation>
        </message>
        <message>
            <source>Online: Hearth connects only when you search, download or check a token.</source>
            <translation>Online: o Hearth só se conecta quando você pesquisa, baixa ou verifica um token.</translation>
        </message>
        <message>
            <source>Offline: searching, downloading and token checks are off.</source>
            <translation>Offline: pesquisas, downloads e verificações de token estão desativados.</translation>
        </message>
        <message>
            <source>Offline whatever this switch says: {0}. Unset it and restart Hearth to search or download.</source>
            <translation>Offline, seja qual for este interruptor: {0}. Remova-a e reinicie o Hearth para pesquisar ou baixar.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>Indisponível: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectDialog</name>
        <message>
            <source>Each chat keeps its own.</source>
            <translation>Cada chat mantém as suas.</translation>
        </message>
        <message>
            <source>New project</source>
            <translation>Novo projeto</translation>
        </message>
        <message>
            <source>Project settings — {0}</source>
            <translation>Configurações do projeto — {0}</translation>
        </message>
        <message>
            <source>For example: Thesis, Garden, Work</source>
            <translation>Por exemplo: Tese, Jardim, Trabalho</translation>
        </message>
        <message>
            <source>An emoji shown before the name in the sidebar</source>
            <translation>Um emoji mostrado antes do nome na barra lateral</translation>
        </message>
        <message>
            <source>What every chat in this project should know or do, before the chat's own system prompt</source>
            <translation>O que cada chat deste projeto deve saber ou fazer, antes do prompt do sistema do próprio chat</translation>
        </message>
        <message>
            <source>Whichever model is loaded</source>
            <translation>O modelo que estiver carregado</translation>
        </message>
        <message>
            <source>{0} (not installed)</source>
            <translation>{0} (não instalado)</translation>
        </message>
        <message>
            <source>Document libraries</source>
            <translation>Bibliotecas de documentos</translation>
        </message>
        <message>
            <source>No shared libraries yet: add a folder under Documents.</source>
            <translation>Ainda não há bibliotecas compartilhadas: adicione uma pasta em Documentos.</translation>
        </message>
        <message>
            <source>Use the open chat's</source>
            <translation>Usar as do chat aberto</translation>
        </message>
        <message>
            <source>Each chat its own</source>
            <translation>Cada chat as suas</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nome:</translation>
        </message>
        <message>
            <source>&amp;Emoji:</source>
            <translation>&amp;Emoji:</translation>
        </message>
        <message>
            <source>&amp;Instructions:</source>
            <translation>&amp;Instruções:</translation>
        </message>
        <message>
            <source>Default &amp;model:</source>
            <translation>&amp;Modelo padrão:</translation>
        </message>
        <message>
            <source>&amp;Libraries:</source>
            <translation>&amp;Bibliotecas:</translation>
        </message>
        <message>
            <source>Generation settings:</source>
            <translation>Configurações de geração:</translation>
        </message>
        <message>
            <source>The instructions hold at most {0} characters: the rest was cut.</source>
            <translation>As instruções comportam no máximo {0} caracteres: o restante foi cortado.</translation>
        </message>
    </context>
    <context>
        <name>ProjectFiles</name>
        <message>
            <source>Export project</source>
            <translation>Exportar projeto</translation>
        </message>
        <message>
            <source>Hearth project (*.json)</source>
            <translation>Projeto do Hearth (*.json)</translation>
        </message>
        <message>
            <source>Import project</source>
            <translation>Importar projeto</translation>
        </message>
        <message>
            <source>Project not exported</source>
            <translation>Projeto não exportado</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.</source>
            <translation>O Hearth não conseguiu gravar {0}: {1}.</translation>
        </message>
        <message>
            <source>Project not imported</source>
            <translation>Projeto não importado</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth project file.</source>
            <translation>{0} tem mais de 200 MB; não é um arquivo de projeto do Hearth.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>O Hearth não conseguiu ler {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} is not a Hearth project file (a .json file made by Export project…).</source>
            <translation>{0} não é um arquivo de projeto do Hearth (um arquivo .json criado por “Exportar projeto…”).</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>Não foi possível importar {0}: {1}.</translation>
        </message>
        <message>
            <source>The project could not be saved: {0}.</source>
            <translation>Não foi possível salvar o projeto: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectTree</name>
        <message>
            <source>Move to project</source>
            <translation>Mover para o projeto</translation>
        </message>
        <message>
            <source>No project (a loose chat)</source>
            <translation>Sem projeto (um chat avulso)</translation>
        </message>
        <message>
            <source>Projects</source>
            <translation>Projetos</translation>
        </message>
        <message>
            <source>New project…</source>
            <translation>Novo projeto…</translation>
        </message>
        <message>
            <source>Group chats with shared instructions, documents and model (Ctrl+Shift+N)</source>
            <translation>Agrupar chats com instruções, documentos e modelo em comum (Ctrl+Shift+N)</translation>
        </message>
        <message>
            <source>Enter opens a chat or folds a project; F2 renames, Del deletes; right-click for more</source>
            <translation>Enter abre um chat ou recolhe um projeto; F2 renomeia, Del exclui; clique com o botão direito para mais</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renomear</translation>
        </message>
        <message>
            <source>Delete project…</source>
            <translation>Excluir projeto…</translation>
        </message>
        <message>
            <source>Chat actions</source>
            <translation>Ações do chat</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <source>Project actions</source>
            <translation>Ações do projeto</translation>
        </message>
        <message>
            <source>New chat in project</source>
            <translation>Novo chat no projeto</translation>
        </message>
        <message>
            <source>Project settings…</source>
            <translation>Configurações do projeto…</translation>
        </message>
        <message>
            <source>Search in project…</source>
            <translation>Pesquisar no projeto…</translation>
        </message>
        <message>
            <source>Export project…</source>
            <translation>Exportar projeto…</translation>
        </message>
    </context>
    <context>
        <name>Projects</name>
        <message>
            <source>A project's instructions hold at most {0} characters.</source>
            <translation>As instruções de um projeto comportam no máximo {0} caracteres.</translation>
        </message>
        <message>
            <source>A project needs a name.</source>
            <translation>Um projeto precisa de um nome.</translation>
        </message>
        <message>
            <source>A project's name holds at most {0} characters.</source>
            <translation>O nome de um projeto tem no máximo {0} caracteres.</translation>
        </message>
        <message>
            <source>There is already a project called {0}.</source>
            <translation>Já existe um projeto chamado {0}.</translation>
        </message>
        <message>
            <source>That project no longer exists.</source>
            <translation>Esse projeto não existe mais.</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}</source>
            <translation>Não foi possível salvar o projeto: {0}</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}.</source>
            <translation>Não foi possível salvar o projeto: {0}.</translation>
        </message>
        <message>
            <source>That chat or project no longer exists.</source>
            <translation>Esse chat ou projeto não existe mais.</translation>
        </message>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>Não foi possível salvar a alteração: {0}.</translation>
        </message>
        <message>
            <source>Search in</source>
            <translation>Pesquisar em</translation>
        </message>
        <message>
            <source>&amp;Projects</source>
            <translation>&amp;Projetos</translation>
        </message>
        <message>
            <source>&amp;New project…</source>
            <translation>&amp;Novo projeto…</translation>
        </message>
        <message>
            <source>New &amp;chat in this project</source>
            <translation>Novo &amp;chat neste projeto</translation>
        </message>
        <message>
            <source>Project &amp;settings…</source>
            <translation>Con&amp;figurações do projeto…</translation>
        </message>
        <message>
            <source>&amp;Move this chat to</source>
            <translation>&amp;Mover este chat para</translation>
        </message>
        <message>
            <source>&amp;Export this project…</source>
            <translation>&amp;Exportar este projeto…</translation>
        </message>
        <message>
            <source>&amp;Import project…</source>
            <translation>&amp;Importar projeto…</translation>
        </message>
        <message>
            <source>All conversations</source>
            <translation>Todas as conversas</translation>
        </message>
        <message>
            <source>In {0}</source>
            <translation>Em {0}</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>Exportado para {0}</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{0}” with %n chat(s).</source>
            <translation>
                <numerusform>“{0}” importado com %n chat.</numerusform>
                <numerusform>“{0}” importado com %n chats.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not on this computer, so not ticked: {0}.</source>
            <translation>Não está neste computador, então não foi marcado: {0}.</translation>
        </message>
        <message>
            <source>Delete project</source>
            <translation>Excluir projeto</translation>
        </message>
        <message>
            <source>Delete the project “{0}”?</source>
            <translation>Excluir o projeto “{0}”?</translation>
        </message>
        <message numerus="yes">
            <source>It has %n chat(s). Kept, they become loose chats and its memories apply to every chat.</source>
            <translation>
                <numerusform>Ele tem %n chat. Se mantido, vira um chat avulso e as memórias do projeto valem para todos os chats.</numerusform>
                <numerusform>Ele tem %n chats. Se mantidos, viram chats avulsos e as memórias do projeto valem para todos os chats.</numerusform>
            </translation>
        </message>
        <message>
            <source>Deleted with its chats, the project's memories are deleted too.</source>
            <translation>Se for excluído com os chats, as memórias do projeto também serão excluídas.</translation>
        </message>
        <message>
            <source>Keep the chats</source>
            <translation>Manter os chats</translation>
        </message>
        <message>
            <source>Delete the chats too</source>
            <translation>Excluir os chats também</translation>
        </message>
        <message>
            <source>This project's model, {0}, is no longer available.</source>
            <translation>O modelo deste projeto, {0}, não está mais disponível.</translation>
        </message>
    </context>
    <context>
        <name>Provenance</name>
        <message>
            <source>finished</source>
            <translation>concluída</translation>
        </message>
        <message>
            <source>stopped at the length limit</source>
            <translation>interrompida no limite de tamanho</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>interrompida</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>falhou</translation>
        </message>
        <message>
            <source>runs on {0}</source>
            <translation>executado em {0}</translation>
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
            <translation>prompt {0}, {1} em cache</translation>
        </message>
        <message>
            <source>prompt {0}</source>
            <translation>prompt {0}</translation>
        </message>
        <message>
            <source>first token {0} s</source>
            <translation>primeiro token {0} s</translation>
        </message>
        <message>
            <source>{0} tok/s</source>
            <translation>{0} tokens/s</translation>
        </message>
        <message>
            <source>drafts {0}% accepted ({1} of {2})</source>
            <translation>rascunhos {0}% aceitos ({1} de {2})</translation>
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
            <translation>Você</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistente</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt do sistema</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sem título</translation>
        </message>
        <message>
            <source>Search messages</source>
            <translation>Pesquisar mensagens</translation>
        </message>
        <message>
            <source>Search all conversations</source>
            <translation>Pesquisar em todas as conversas</translation>
        </message>
        <message>
            <source>Every word must match; end a word with * to match its beginning (hel*)</source>
            <translation>Toda palavra precisa corresponder; termine uma palavra com * para buscar o começo dela (ol*)</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>Status da pesquisa</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Resultados da pesquisa</translation>
        </message>
        <message>
            <source>Search failed: {0}</source>
            <translation>A pesquisa falhou: {0}</translation>
        </message>
        <message>
            <source>Type to search every conversation.</source>
            <translation>Digite para pesquisar em todas as conversas.</translation>
        </message>
        <message>
            <source>No results for “{0}”.</source>
            <translation>Nenhum resultado para “{0}”.</translation>
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
            <translation>Servir o modelo carregado a outros programas (API compatível com OpenAI)</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Porta</translation>
        </message>
        <message>
            <source>Port number</source>
            <translation>Número da porta</translation>
        </message>
        <message>
            <source>No key: only programs on this computer can connect</source>
            <translation>Sem chave: só programas deste computador podem se conectar</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Chave de API</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>Nova chave</translation>
        </message>
        <message>
            <source>Remove key</source>
            <translation>Remover chave</translation>
        </message>
        <message>
            <source>Allow other computers on the network (needs a key)</source>
            <translation>Permitir outros computadores da rede (precisa de chave)</translation>
        </message>
        <message>
            <source>Connect a coding tool…</source>
            <translation>Conectar uma ferramenta de programação…</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Chave</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Endereço</translation>
        </message>
        <message>
            <source>The local server needs Hearth's engine, which is not running here.</source>
            <translation>O servidor local precisa do motor do Hearth, que não está rodando aqui.</translation>
        </message>
        <message>
            <source>What Claude Code, Codex, opencode or Continue needs to use this server (as main.py connect prints or writes it)</source>
            <translation>O que o Claude Code, Codex, opencode ou Continue precisam para usar este servidor (como o main.py connect mostra ou grava)</translation>
        </message>
        <message>
            <source>Switch the server on (and press OK) first: a tool connects to the running server</source>
            <translation>Ative o servidor primeiro (e pressione OK): a ferramenta se conecta ao servidor em execução</translation>
        </message>
        <message>
            <source>(off)</source>
            <translation>(desativado)</translation>
        </message>
    </context>
    <context>
        <name>ServerForm</name>
        <message>
            <source>Edit tool server</source>
            <translation>Editar servidor de ferramentas</translation>
        </message>
        <message>
            <source>Add tool server</source>
            <translation>Adicionar servidor de ferramentas</translation>
        </message>
        <message>
            <source>e.g.  uvx mcp-server-time   or   npx -y @modelcontextprotocol/server-filesystem ~/Documents</source>
            <translation>por ex.  uvx mcp-server-time   ou   npx -y @modelcontextprotocol/server-filesystem ~/Documents</translation>
        </message>
        <message>
            <source>or the URL of a Streamable HTTP server</source>
            <translation>ou a URL de um servidor HTTP Streamable</translation>
        </message>
        <message>
            <source>its key, kept in the system keyring (HTTP only; empty: unchanged)</source>
            <translation>a chave dele, guardada no chaveiro do sistema (só HTTP; vazia: sem alteração)</translation>
        </message>
        <message>
            <source>its environment, one NAME=value a line (command servers)</source>
            <translation>o ambiente dele, um NOME=valor por linha (servidores de comando)</translation>
        </message>
        <message>
            <source>Environment variables</source>
            <translation>Variáveis de ambiente</translation>
        </message>
        <message>
            <source>Uses the network (turned off in offline mode)</source>
            <translation>Usa a rede (desativado no modo offline)</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nome</translation>
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
            <translation>C&amp;have</translation>
        </message>
        <message>
            <source>&amp;Environment</source>
            <translation>A&amp;mbiente</translation>
        </message>
        <message>
            <source>The command cannot be read: {0}.</source>
            <translation>Não é possível ler o comando: {0}.</translation>
        </message>
        <message>
            <source>Each line of the environment is NAME=value: {0!r} is not.</source>
            <translation>Cada linha do ambiente é NOME=valor: {0!r} não é.</translation>
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
            <translation>O Hearth está servindo o modelo carregado a outros programas (API compatível com OpenAI em {0}/v1). Arquivo → Servidor local… altera isso.</translation>
        </message>
    </context>
    <context>
        <name>ServerPanel</name>
        <message>
            <source>another program's request (the local server)</source>
            <translation>a solicitação de outro programa (o servidor local)</translation>
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
            <translation>Digite um número, por exemplo {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example {0}.</source>
            <translation>Digite um número inteiro, por exemplo {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, or leave it blank for a random seed.</source>
            <translation>Digite um número inteiro ou deixe em branco para uma semente aleatória.</translation>
        </message>
    </context>
    <context>
        <name>SettingsPanel</name>
        <message>
            <source>Differs from the defaults</source>
            <translation>Difere dos padrões</translation>
        </message>
        <message>
            <source>Reset to defaults</source>
            <translation>Restaurar os padrões</translation>
        </message>
        <message>
            <source>Reset to the defaults for new chats</source>
            <translation>Restaurar os padrões dos novos chats</translation>
        </message>
        <message>
            <source>Use the defaults for new chats (Preferences, Ctrl+,) in this chat</source>
            <translation>Usar neste chat os padrões dos novos chats (Preferências, Ctrl+,)</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Predefinição</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt do sistema</translation>
        </message>
        <message>
            <source>Instructions the model reads before the conversation</source>
            <translation>Instruções que o modelo lê antes da conversa</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>Por exemplo: Você é um assistente conciso. Responda em português.</translation>
        </message>
        <message>
            <source>Settings problem</source>
            <translation>Problema nas configurações</translation>
        </message>
        <message>
            <source>{0} problem</source>
            <translation>Problema em {0}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <source>random</source>
            <translation>aleatória</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vazio</translation>
        </message>
        <message>
            <source>Default for new chats: {0}</source>
            <translation>Padrão dos novos chats: {0}</translation>
        </message>
        <message>
            <source>Differs from your defaults for new chats: {0}.</source>
            <translation>Difere dos seus padrões para novos chats: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ShortcutHelp</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atalhos de teclado</translation>
        </message>
        <message>
            <source>Shortcut list</source>
            <translation>Lista de atalhos</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Fechar (Esc)</translation>
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
            <translation>← Conversas</translation>
        </message>
        <message>
            <source>Back to conversations</source>
            <translation>Voltar às conversas</translation>
        </message>
        <message>
            <source>Close search (Esc)</source>
            <translation>Fechar a pesquisa (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SourceDialog</name>
        <message>
            <source>Source [{0}]</source>
            <translation>Fonte [{0}]</translation>
        </message>
        <message>
            <source>Source passage</source>
            <translation>Trecho da fonte</translation>
        </message>
        <message>
            <source>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</source>
            <translation>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</translation>
        </message>
        <message>
            <source>Passage</source>
            <translation>Trecho</translation>
        </message>
        <message>
            <source>Open file</source>
            <translation>Abrir arquivo</translation>
        </message>
        <message>
            <source>Open the file in the program your system uses for it</source>
            <translation>Abrir o arquivo no programa que o seu sistema usa para ele</translation>
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
            <translation>aceitável</translation>
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
            <translation>pelo menos {0} tokens por segundo</translation>
        </message>
        <message>
            <source>about {0} tokens a second</source>
            <translation>cerca de {0} tokens por segundo</translation>
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
            <translation>A velocidade com que a última resposta dele foi escrita neste computador. A partir de 10 a leitura é confortável.</translation>
        </message>
        <message>
            <source>an assumed floor for GPU memory</source>
            <translation>um piso presumido para a memória de GPU</translation>
        </message>
        <message>
            <source>this machine's memory, measured</source>
            <translation>a memória desta máquina, medida</translation>
        </message>
        <message>
            <source>Writing reads all {0} GB of weights for every word piece: at {1} GB/s ({2}) that is about {3} tokens a second. 10 or more reads comfortably.</source>
            <translation>Escrever lê todos os {0} GB de pesos a cada pedaço de palavra: a {1} GB/s ({2}) isso dá cerca de {3} tokens por segundo. A partir de 10 a leitura é confortável.</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} falhou: {1}</translation>
        </message>
        <message>
            <source>{0}

Hearth skips the failed devices for this model from now on. Use this menu to try all devices again (after a driver update, say).</source>
            <translation>{0}

A partir de agora o Hearth ignora os dispositivos que falharam para este modelo. Use este menu para tentar todos os dispositivos de novo (depois de atualizar um driver, por exemplo).</translation>
        </message>
        <message>
            <source>{0} ({1} skipped: failed before)</source>
            <translation>{0} ({1} ignorado: falhou antes)</translation>
        </message>
        <message>
            <source>{0} failed the last time this model was loaded, so Hearth went straight to {1}. Use this menu to try all devices again.</source>
            <translation>{0} falhou na última vez que este modelo foi carregado, então o Hearth foi direto para {1}. Use este menu para tentar todos os dispositivos de novo.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Nenhum modelo carregado</translation>
        </message>
        <message>
            <source>Model and device</source>
            <translation>Modelo e dispositivo</translation>
        </message>
        <message>
            <source>Try all devices again</source>
            <translation>Tentar todos os dispositivos de novo</translation>
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
            <translation>Velocidade da última resposta</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Carregando {0}…</translation>
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
            <translation>Quanto do contexto do modelo esta conversa usa</translation>
        </message>
        <message>
            <source> · first token {0} s</source>
            <translation> · primeiro token {0} s</translation>
        </message>
        <message>
            <source>{0} tok/s{1}</source>
            <translation>{0} tok/s{1}</translation>
        </message>
        <message>
            <source>Speed of the last reply in this conversation</source>
            <translation>Velocidade da última resposta nesta conversa</translation>
        </message>
        <message>
            <source>No reply in this conversation yet</source>
            <translation>Nenhuma resposta nesta conversa ainda</translation>
        </message>
    </context>
    <context>
        <name>StoreWrites</name>
        <message>
            <source>the disk is full</source>
            <translation>o disco está cheio</translation>
        </message>
        <message>
            <source>the conversations file can't be written (read-only)</source>
            <translation>não é possível gravar o arquivo de conversas (somente leitura)</translation>
        </message>
        <message>
            <source>the conversations file can't be written</source>
            <translation>não é possível gravar o arquivo de conversas</translation>
        </message>
        <message>
            <source>Couldn't save: {0}. The reply is kept in memory; free some space and it will be saved.</source>
            <translation>Não foi possível salvar: {0}. A resposta fica na memória; libere espaço e ela será salva.</translation>
        </message>
        <message>
            <source>Everything is saved again.</source>
            <translation>Tudo foi salvo novamente.</translation>
        </message>
    </context>
    <context>
        <name>ThinkButton</name>
        <message>
            <source>This model answers without thinking first.</source>
            <translation>Este modelo responde sem raciocinar antes.</translation>
        </message>
        <message>
            <source>This model thinks before it answers; thinking can be switched off for a chat.</source>
            <translation>Este modelo raciocina antes de responder; o raciocínio pode ser desativado num chat.</translation>
        </message>
        <message>
            <source>This model always thinks before it answers (not switchable: its chat template has no switch).</source>
            <translation>Este modelo sempre raciocina antes de responder (não dá para desativar: o modelo de chat dele não tem chave).</translation>
        </message>
        <message>
            <source>Think</source>
            <translation>Raciocinar</translation>
        </message>
        <message>
            <source>Think before answering</source>
            <translation>Raciocinar antes de responder</translation>
        </message>
        <message>
            <source>Think by default with this model</source>
            <translation>Raciocinar por padrão com este modelo</translation>
        </message>
        <message>
            <source>On: the model thinks before it answers in this chat (click to answer at once)</source>
            <translation>Ativado: o modelo raciocina antes de responder neste chat (clique para responder na hora)</translation>
        </message>
        <message>
            <source>Off: the model answers at once in this chat (click to let it think)</source>
            <translation>Desativado: o modelo responde na hora neste chat (clique para deixá-lo raciocinar)</translation>
        </message>
        <message>
            <source>{0}. The arrow sets what new chats with this model start with.</source>
            <translation>{0}. A seta define como começam os novos chats com este modelo.</translation>
        </message>
    </context>
    <context>
        <name>ThinkingHtml</name>
        <message>
            <source>Its latest lines as it thinks; all of it once the reply has ended.</source>
            <translation>As últimas linhas enquanto ele raciocina; tudo, depois que a resposta terminar.</translation>
        </message>
        <message>
            <source>The reply stopped while the model was still thinking: it has no answer yet. Continue lets it go on.</source>
            <translation>A resposta parou enquanto o modelo ainda raciocinava: ainda não há resposta. Continuar deixa que ele prossiga.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Raciocinando…</translation>
        </message>
        <message numerus="yes">
            <source>Thought for %Ln s</source>
            <translation>
                <numerusform>Raciocinou por %Ln s</numerusform>
                <numerusform>Raciocinou por %Ln s</numerusform>
            </translation>
        </message>
        <message>
            <source>Thought for less than a second</source>
            <translation>Raciocinou por menos de um segundo</translation>
        </message>
        <message>
            <source>Thinking</source>
            <translation>Raciocínio</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>Ocultar o raciocínio</translation>
        </message>
        <message>
            <source>Show what the model thought before answering</source>
            <translation>Mostrar o que o modelo raciocinou antes de responder</translation>
        </message>
        <message numerus="yes">
            <source>%Ln word(s)</source>
            <translation>
                <numerusform>%Ln palavra</numerusform>
                <numerusform>%Ln palavras</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Thread</name>
        <message numerus="yes">
            <source>%n earlier message(s) left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</source>
            <translation>
                <numerusform>%n mensagem anterior ficou de fora desta resposta: o contexto do modelo está cheio. Comece um novo chat, ou carregue um modelo com contexto maior, para manter tudo à vista.</numerusform>
                <numerusform>%n mensagens anteriores ficaram de fora desta resposta: o contexto do modelo está cheio. Comece um novo chat, ou carregue um modelo com contexto maior, para manter tudo à vista.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading your message… {0} %</source>
            <translation>Lendo sua mensagem… {0} %</translation>
        </message>
        <message>
            <source> (about {0} s left)</source>
            <translation> (faltam cerca de {0} s)</translation>
        </message>
        <message>
            <source> (about {0} min left)</source>
            <translation> (faltam cerca de {0} min)</translation>
        </message>
    </context>
    <context>
        <name>ToolCallCard</name>
        <message>
            <source>Tool call</source>
            <translation>Chamada de ferramenta</translation>
        </message>
        <message>
            <source>&amp;Allow once</source>
            <translation>&amp;Permitir uma vez</translation>
        </message>
        <message>
            <source>Al&amp;ways allow this tool</source>
            <translation>Permitir &amp;sempre esta ferramenta</translation>
        </message>
        <message>
            <source>&amp;Deny</source>
            <translation>&amp;Negar</translation>
        </message>
        <message>
            <source>built into Hearth</source>
            <translation>embutida no Hearth</translation>
        </message>
        <message>
            <source>from the tool server {0}</source>
            <translation>do servidor de ferramentas {0}</translation>
        </message>
        <message>
            <source>The assistant wants to run &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt;</source>
            <translation>O assistente quer executar &lt;b&gt;{0}&lt;/b&gt; ({1}) com &lt;code&gt;{2}&lt;/code&gt;</translation>
        </message>
        <message>
            <source>Running &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt; … (Stop ends it)</source>
            <translation>Executando &lt;b&gt;{0}&lt;/b&gt; ({1}) com &lt;code&gt;{2}&lt;/code&gt; … (Parar encerra)</translation>
        </message>
    </context>
    <context>
        <name>ToolServersDialog</name>
        <message>
            <source>Tool servers</source>
            <translation>Servidores de ferramentas</translation>
        </message>
        <message>
            <source>Server details</source>
            <translation>Detalhes do servidor</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Adicionar…</translation>
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
            <translation>&amp;Testar</translation>
        </message>
        <message>
            <source>Turn o&amp;ff</source>
            <translation>&amp;Desativar</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Remover</translation>
        </message>
        <message>
            <source>Always allowed tools</source>
            <translation>Ferramentas sempre permitidas</translation>
        </message>
        <message>
            <source>&amp;Forget</source>
            <translation>&amp;Esquecer</translation>
        </message>
        <message>
            <source>Servers whose tools chats may call (choose them per chat with the Tools button):</source>
            <translation>Servidores cujas ferramentas os chats podem chamar (escolha-as em cada chat com o botão Ferramentas):</translation>
        </message>
        <message>
            <source>Run without asking:</source>
            <translation>Executar sem perguntar:</translation>
        </message>
        <message>
            <source>No tool servers yet. Add one, or import the mcp.json of Claude Desktop, Cursor or LM Studio.</source>
            <translation>Nenhum servidor de ferramentas ainda. Adicione um ou importe o mcp.json do Claude Desktop, Cursor ou LM Studio.</translation>
        </message>
        <message>
            <source>Turn o&amp;n</source>
            <translation>A&amp;tivar</translation>
        </message>
        <message>
            <source>Import mcp.json</source>
            <translation>Importar mcp.json</translation>
        </message>
        <message>
            <source>JSON (*.json);;All files (*)</source>
            <translation>JSON (*.json);;Todos os arquivos (*)</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n server(s): {0}.</source>
            <translation>
                <numerusform>%n servidor importado: {0}.</numerusform>
                <numerusform>%n servidores importados: {0}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>Nada foi importado.</translation>
        </message>
        <message>
            <source>Left out:</source>
            <translation>Deixados de fora:</translation>
        </message>
        <message>
            <source>Starting {0}…</source>
            <translation>Iniciando {0}…</translation>
        </message>
        <message>
            <source>(left out) {0}</source>
            <translation>(deixada de fora) {0}</translation>
        </message>
        <message>
            <source>Not running: it starts when a chat that uses it needs it (or press Test).</source>
            <translation>Parado: ele inicia quando um chat que o usa precisar (ou pressione Testar).</translation>
        </message>
        <message>
            <source>Its last output:</source>
            <translation>A última saída dele:</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Waiting for your answer: {0}</source>
            <translation>Aguardando sua resposta: {0}</translation>
        </message>
        <message>
            <source>Running {0}…</source>
            <translation>Executando {0}…</translation>
        </message>
        <message>
            <source>The current date and time, here or in a time zone.</source>
            <translation>A data e a hora atuais, aqui ou num fuso horário.</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Data e hora</translation>
        </message>
        <message>
            <source>Compute an arithmetic expression exactly, e.g. 17*23 or sqrt(2).</source>
            <translation>Calcular uma expressão aritmética com exatidão, por ex. 17*23 ou sqrt(2).</translation>
        </message>
        <message>
            <source>Calculator</source>
            <translation>Calculadora</translation>
        </message>
        <message>
            <source>Search this person's earlier conversations.</source>
            <translation>Pesquisar nas conversas anteriores desta pessoa.</translation>
        </message>
        <message>
            <source>Search my conversations</source>
            <translation>Pesquisar nas minhas conversas</translation>
        </message>
        <message>
            <source>Search the documents attached to this chat.</source>
            <translation>Pesquisar nos documentos anexados a este chat.</translation>
        </message>
        <message>
            <source>Search this chat's documents</source>
            <translation>Pesquisar nos documentos deste chat</translation>
        </message>
        <message>
            <source>Keep a lasting fact about the person (their name, work, preferences) for later chats. The person is asked first.</source>
            <translation>Guardar um fato duradouro sobre a pessoa (nome, trabalho, preferências) para chats futuros. A pessoa é consultada antes.</translation>
        </message>
        <message>
            <source>Remember (asks first)</source>
            <translation>Lembrar (pergunta antes)</translation>
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
            <translation>Ferramentas</translation>
        </message>
        <message>
            <source>Which tools this chat may call (each call is shown and asked first)</source>
            <translation>Quais ferramentas este chat pode chamar (cada chamada é mostrada e perguntada antes)</translation>
        </message>
        <message>
            <source>Tools ({0})</source>
            <translation>Ferramentas ({0})</translation>
        </message>
        <message>
            <source> (uses the network)</source>
            <translation> (usa a rede)</translation>
        </message>
        <message>
            <source>{0} (off: {1})</source>
            <translation>{0} (desativada: {1})</translation>
        </message>
        <message>
            <source>{0} (failed to start)</source>
            <translation>{0} (falhou ao iniciar)</translation>
        </message>
        <message>
            <source>It failed: {0}. Tool servers… shows its last output.</source>
            <translation>Falhou: {0}. Servidores de ferramentas… mostra a última saída dele.</translation>
        </message>
        <message>
            <source>A reply must start with a tool call</source>
            <translation>Uma resposta deve começar com uma chamada de ferramenta</translation>
        </message>
        <message>
            <source>For small models that do not choose tools by themselves</source>
            <translation>Para modelos pequenos que não escolhem ferramentas sozinhos</translation>
        </message>
        <message>
            <source>Tool servers…</source>
            <translation>Servidores de ferramentas…</translation>
        </message>
    </context>
    <context>
        <name>TurnRules</name>
        <message>
            <source>A reply is still being written. Wait for it, or press Stop (Esc).</source>
            <translation>Uma resposta ainda está sendo escrita. Aguarde ou pressione Parar (Esc).</translation>
        </message>
        <message>
            <source>Another model is loading. Wait until it is ready, then send again.</source>
            <translation>Outro modelo está carregando. Aguarde até ficar pronto e envie de novo.</translation>
        </message>
        <message>
            <source>No model is still loading, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>O modelo ainda está carregando, então ainda não há nada para responder. Abra uma pasta de modelo ou use o modelo de demonstração e envie de novo.</translation>
        </message>
        <message>
            <source>No model is loaded, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>Nenhum modelo está carregado, então ainda não há nada para responder. Abra uma pasta de modelo ou use o modelo de demonstração e envie de novo.</translation>
        </message>
        <message>
            <source>Only the last reply can be regenerated; edit a message to branch earlier.</source>
            <translation>Só a última resposta pode ser gerada de novo; edite uma mensagem para ramificar antes.</translation>
        </message>
        <message>
            <source>Only the last reply can be continued.</source>
            <translation>Só a última resposta pode ser continuada.</translation>
        </message>
    </context>
    <context>
        <name>TurnRunner</name>
        <message>
            <source>The reply could not be started: {0}. Free some space and try again.</source>
            <translation>Não foi possível iniciar a resposta: {0}. Libere espaço e tente de novo.</translation>
        </message>
        <message>
            <source>The images in this chat were left out: {0} does not see images (choose a model marked "sees images" to show them).</source>
            <translation>As imagens deste chat foram deixadas de fora: {0} não vê imagens (escolha um modelo marcado como "vê imagens" para mostrá-las).</translation>
        </message>
        <message numerus="yes">
            <source>%n image(s) in this chat could not be read and were left out; the reply goes on without them.</source>
            <translation>
                <numerusform>%n imagem deste chat não pôde ser lida e ficou de fora; a resposta continua sem ela.</numerusform>
                <numerusform>%n imagens deste chat não puderam ser lidas e ficaram de fora; a resposta continua sem elas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting: the model is answering {0} (%n request(s) ahead)…</source>
            <translation>
                <numerusform>Aguardando: o modelo está respondendo a {0} (%n solicitação à frente)…</numerusform>
                <numerusform>Aguardando: o modelo está respondendo a {0} (%n solicitações à frente)…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting for the engine (%n request(s) ahead)…</source>
            <translation>
                <numerusform>Aguardando o mecanismo (%n solicitação à frente)…</numerusform>
                <numerusform>Aguardando o mecanismo (%n solicitações à frente)…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VariantPage</name>
        <message>
            <source>← Back</source>
            <translation>← Voltar</translation>
        </message>
        <message>
            <source>Back to the list of models</source>
            <translation>Voltar à lista de modelos</translation>
        </message>
        <message>
            <source>About this model</source>
            <translation>Sobre este modelo</translation>
        </message>
        <message>
            <source>Variant list status</source>
            <translation>Status da lista de variantes</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Tentar de novo</translation>
        </message>
        <message>
            <source>List the variants again</source>
            <translation>Listar as variantes de novo</translation>
        </message>
        <message>
            <source>Show all variants, including those this computer cannot run</source>
            <translation>Mostrar todas as variantes, incluindo as que este computador não consegue rodar</translation>
        </message>
        <message>
            <source>Show all variants</source>
            <translation>Mostrar todas as variantes</translation>
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
            <translation>Listando os arquivos de {0} no hub…</translation>
        </message>
        <message>
            <source>{0} has no model Hearth can run: no folder with a genai_config.json and no onnx/model*.onnx export. Choose another model.</source>
            <translation>{0} não tem nenhum modelo que o Hearth consiga rodar: nenhuma pasta com um genai_config.json e nenhuma exportação onnx/model*.onnx. Escolha outro modelo.</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(raiz do repositório)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>Feito para {0}, que este computador não tem.</translation>
        </message>
        <message>
            <source>Cannot run here</source>
            <translation>Não roda aqui</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>O Hearth não conseguiu medir a velocidade da memória deste computador.</translation>
        </message>
        <message>
            <source>Installed · Use</source>
            <translation>Instalado · Usar</translation>
        </message>
        <message>
            <source>This variant is already installed: chat with it.</source>
            <translation>Esta variante já está instalada: converse com ela.</translation>
        </message>
        <message>
            <source>Use {0}</source>
            <translation>Usar {0}</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Baixar</translation>
        </message>
        <message>
            <source>This computer cannot run it: it is built for {0}.</source>
            <translation>Este computador não consegue rodá-la: ela foi feita para {0}.</translation>
        </message>
        <message>
            <source>Download {0}</source>
            <translation>Baixar {0}</translation>
        </message>
        <message>
            <source>Downloading is off: {0}.</source>
            <translation>Os downloads estão desativados: {0}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more variant(s) for {0} hidden: this computer cannot run them.</source>
            <translation>
                <numerusform>Mais %n variante para {0} oculta: este computador não consegue rodá-la.</numerusform>
                <numerusform>Mais %n variantes para {0} ocultas: este computador não consegue rodá-las.</numerusform>
            </translation>
        </message>
        <message>
            <source>None of the variants of {0} runs on this computer.</source>
            <translation>Nenhuma variante de {0} roda neste computador.</translation>
        </message>
    </context>
    <context>
        <name>Voice</name>
        <message>
            <source>Read aloud</source>
            <translation>Ler em voz alta</translation>
        </message>
        <message>
            <source>Read this reply aloud with the system's voice (Esc stops it)</source>
            <translation>Ler esta resposta em voz alta com a voz do sistema (Esc para)</translation>
        </message>
        <message>
            <source>Dictate</source>
            <translation>Ditar</translation>
        </message>
        <message>
            <source>Voice conversation</source>
            <translation>Conversa por voz</translation>
        </message>
        <message>
            <source>Microphone level</source>
            <translation>Nível do microfone</translation>
        </message>
        <message>
            <source>Dictation</source>
            <translation>Ditado</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>Parar a leitura</translation>
        </message>
        <message>
            <source>Silence the voice reading the reply (Esc)</source>
            <translation>Calar a voz que lê a resposta (Esc)</translation>
        </message>
        <message>
            <source>Read replies a&amp;loud</source>
            <translation>&amp;Ler respostas em voz alta</translation>
        </message>
        <message>
            <source>Read each new reply aloud while it is written</source>
            <translation>Ler cada nova resposta em voz alta enquanto é escrita</translation>
        </message>
        <message>
            <source>Listening… (Esc cancels)</source>
            <translation>Ouvindo… (Esc cancela)</translation>
        </message>
        <message>
            <source>Writing down…</source>
            <translation>Transcrevendo…</translation>
        </message>
        <message>
            <source>Stop listening and write down what you said (Ctrl+Shift+D)</source>
            <translation>Parar de ouvir e transcrever o que você disse (Ctrl+Shift+D)</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear here for you to edit (Ctrl+Shift+D; Esc cancels)</source>
            <translation>Ditar: fale, e as palavras aparecem aqui para você editar (Ctrl+Shift+D; Esc cancela)</translation>
        </message>
        <message>
            <source>Dictation needs Qt's multimedia module (PySide6-Addons), which this build of Hearth lacks.</source>
            <translation>O ditado precisa do módulo multimídia do Qt (PySide6-Addons), que esta versão do Hearth não tem.</translation>
        </message>
        <message>
            <source>No microphone was found. Connect one, or check that the system's sound settings list an input device.</source>
            <translation>Nenhum microfone foi encontrado. Conecte um ou verifique se as configurações de som do sistema mostram um dispositivo de entrada.</translation>
        </message>
        <message>
            <source>The microphone could not be opened: the system may be refusing Hearth access to it (macOS: System Settings → Privacy &amp; Security → Microphone; Windows: Settings → Privacy → Microphone), or another program holds it.</source>
            <translation>Não foi possível abrir o microfone: o sistema pode estar negando o acesso ao Hearth (macOS: Ajustes do Sistema → Privacidade e Segurança → Microfone; Windows: Configurações → Privacidade → Microfone), ou outro programa o está usando.</translation>
        </message>
        <message>
            <source>No voices were found to read aloud with. On Linux install speech-dispatcher (with espeak-ng) or flite; Windows and macOS have voices of their own.</source>
            <translation>Nenhuma voz foi encontrada para ler em voz alta. No Linux, instale o speech-dispatcher (com espeak-ng) ou o flite; Windows e macOS têm vozes próprias.</translation>
        </message>
        <message>
            <source>The voice engine '{name}' is not installed here.</source>
            <translation>O mecanismo de voz “{name}” não está instalado aqui.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>nenhum motivo informado</translation>
        </message>
        <message>
            <source>The voice could not start ({name}: {why}).</source>
            <translation>A voz não pôde iniciar ({name}: {why}).</translation>
        </message>
        <message>
            <source>Reading aloud failed: {why}</source>
            <translation>A leitura em voz alta falhou: {why}</translation>
        </message>
        <message>
            <source>&amp;Voice</source>
            <translation>&amp;Voz</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>Microfone</translation>
        </message>
        <message>
            <source>Find microphones and voices</source>
            <translation>Procurar microfones e vozes</translation>
        </message>
        <message>
            <source>Read replies aloud while they are written</source>
            <translation>Ler as respostas em voz alta enquanto são escritas</translation>
        </message>
        <message>
            <source>Send what I dictate when I stop talking</source>
            <translation>Enviar o que eu dito quando eu parar de falar</translation>
        </message>
        <message>
            <source>Dictation (Ctrl+Shift+D) writes your words into the message box; with the second switch on the message is sent as soon as they are written down. Speech is turned into text on this computer; the recording is kept in memory only.</source>
            <translation>O ditado (Ctrl+Shift+D) escreve suas palavras na caixa de mensagem; com a segunda chave ativada, a mensagem é enviada assim que elas são escritas. A fala vira texto neste computador; a gravação fica só na memória.</translation>
        </message>
        <message>
            <source>Voice</source>
            <translation>Voz</translation>
        </message>
        <message>
            <source>Speaking rate</source>
            <translation>Velocidade da fala</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Velocidade</translation>
        </message>
        <message>
            <source>Looking for microphones…</source>
            <translation>Procurando microfones…</translation>
        </message>
        <message>
            <source>The microphones could not be listed ({error}).</source>
            <translation>Não foi possível listar os microfones ({error}).</translation>
        </message>
        <message>
            <source>No microphone was found: connect one, or check the system's sound settings.</source>
            <translation>Nenhum microfone foi encontrado: conecte um ou verifique as configurações de som do sistema.</translation>
        </message>
        <message>
            <source>The system's default</source>
            <translation>O padrão do sistema</translation>
        </message>
        <message>
            <source>Talk</source>
            <translation>Falar</translation>
        </message>
        <message>
            <source>Listening — speak now (Esc leaves the conversation)</source>
            <translation>Ouvindo — fale agora (Esc sai da conversa)</translation>
        </message>
        <message>
            <source>Thinking… (Esc leaves the conversation)</source>
            <translation>Pensando… (Esc sai da conversa)</translation>
        </message>
        <message>
            <source>Speaking — speak to interrupt (Esc leaves the conversation)</source>
            <translation>Falando — fale para interromper (Esc sai da conversa)</translation>
        </message>
        <message>
            <source>Leave the voice conversation (Ctrl+Shift+T or Esc)</source>
            <translation>Sair da conversa por voz (Ctrl+Shift+T ou Esc)</translation>
        </message>
        <message>
            <source>Talk with the model hands-free: it listens, answers aloud and listens again; speaking interrupts it (Ctrl+Shift+T; Esc leaves)</source>
            <translation>Falar com o modelo sem usar as mãos: ele ouve, responde em voz alta e ouve de novo; falar o interrompe (Ctrl+Shift+T; Esc sai)</translation>
        </message>
        <message>
            <source>the voice engine '{name}' did not start within {seconds} s</source>
            <translation>o mecanismo de voz '{name}' não iniciou em {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>WindowActions</name>
        <message>
            <source>&amp;New chat</source>
            <translation>&amp;Novo chat</translation>
        </message>
        <message>
            <source>Start a new chat</source>
            <translation>Começar um novo chat</translation>
        </message>
        <message>
            <source>&amp;Search conversations</source>
            <translation>&amp;Pesquisar conversas</translation>
        </message>
        <message>
            <source>Search every conversation</source>
            <translation>Pesquisar em todas as conversas</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>Pre&amp;ferências…</translation>
        </message>
        <message>
            <source>Preferences: theme, text size, defaults for new chats…</source>
            <translation>Preferências: tema, tamanho do texto, padrões dos novos chats…</translation>
        </message>
        <message>
            <source>Se&amp;ttings for this chat</source>
            <translation>&amp;Configurações deste chat</translation>
        </message>
        <message>
            <source>Show or hide the settings of this chat</source>
            <translation>Mostrar ou ocultar as configurações deste chat</translation>
        </message>
        <message>
            <source>&amp;Regenerate last reply</source>
            <translation>&amp;Gerar de novo a última resposta</translation>
        </message>
        <message>
            <source>Write the last reply again</source>
            <translation>Escrever a última resposta de novo</translation>
        </message>
        <message>
            <source>Choose the &amp;model…</source>
            <translation>Escolher o &amp;modelo…</translation>
        </message>
        <message>
            <source>Pick, switch or eject the chat's model</source>
            <translation>Escolher, trocar ou ejetar o modelo do chat</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>&amp;Ir para a caixa de mensagem</translation>
        </message>
        <message>
            <source>Put the cursor in the message box</source>
            <translation>Pôr o cursor na caixa de mensagem</translation>
        </message>
        <message>
            <source>&amp;Attach files…</source>
            <translation>&amp;Anexar arquivos…</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>Anexar arquivos a este chat</translation>
        </message>
        <message>
            <source>&amp;Edit your last message</source>
            <translation>&amp;Editar sua última mensagem</translation>
        </message>
        <message>
            <source>Edit your last message and send it again</source>
            <translation>Editar sua última mensagem e enviá-la de novo</translation>
        </message>
        <message>
            <source>C&amp;ontinue the stopped reply</source>
            <translation>C&amp;ontinuar a resposta interrompida</translation>
        </message>
        <message>
            <source>Let the stopped reply go on</source>
            <translation>Deixar a resposta interrompida prosseguir</translation>
        </message>
        <message>
            <source>&amp;Copy the last reply</source>
            <translation>&amp;Copiar a última resposta</translation>
        </message>
        <message>
            <source>Copy the last reply's text</source>
            <translation>Copiar o texto da última resposta</translation>
        </message>
        <message>
            <source>&amp;Dictate</source>
            <translation>&amp;Ditar</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear in the message box (press again, or pause, to stop; Esc cancels)</source>
            <translation>Ditar: fale, e as palavras aparecem na caixa de mensagem (pressione de novo ou faça uma pausa para parar; Esc cancela)</translation>
        </message>
        <message>
            <source>&amp;Talk (voice conversation)</source>
            <translation>&amp;Falar (conversa por voz)</translation>
        </message>
        <message>
            <source>Talk hands-free: Hearth listens, answers aloud and listens again; speaking interrupts it; Esc leaves</source>
            <translation>Falar sem usar as mãos: o Hearth ouve, responde em voz alta e ouve de novo; falar o interrompe; Esc sai</translation>
        </message>
        <message>
            <source>&amp;Export conversation…</source>
            <translation>E&amp;xportar conversa…</translation>
        </message>
        <message>
            <source>Save this chat as Markdown, HTML, PDF or JSON</source>
            <translation>Salvar este chat como Markdown, HTML, PDF ou JSON</translation>
        </message>
        <message>
            <source>&amp;Open model folder…</source>
            <translation>&amp;Abrir pasta de modelo…</translation>
        </message>
        <message>
            <source>Load a model from a folder</source>
            <translation>Carregar um modelo de uma pasta</translation>
        </message>
        <message>
            <source>&amp;Models…</source>
            <translation>&amp;Modelos…</translation>
        </message>
        <message>
            <source>Browse, download and manage models</source>
            <translation>Explorar, baixar e gerenciar modelos</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>A&amp;talhos de teclado</translation>
        </message>
        <message>
            <source>Show this list</source>
            <translation>Mostrar esta lista</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Sair</translation>
        </message>
        <message>
            <source>Quit Hearth</source>
            <translation>Sair do Hearth</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>Enviar a mensagem</translation>
        </message>
        <message>
            <source>New line in the message</source>
            <translation>Nova linha na mensagem</translation>
        </message>
        <message>
            <source>Stop the reply being written; leave the voice conversation, edit mode or search</source>
            <translation>Parar a resposta sendo escrita; sair da conversa por voz, do modo de edição ou da busca</translation>
        </message>
        <message>
            <source>Rename the chat chosen in the list</source>
            <translation>Renomear o chat escolhido na lista</translation>
        </message>
        <message>
            <source>Delete the chat chosen in the list (Undo brings it back)</source>
            <translation>Excluir o chat escolhido na lista (Desfazer o traz de volta)</translation>
        </message>
        <message>
            <source>Go to the next part of the window, in screen order: New chat, the conversations, the libraries, the model, the messages' actions, the message box and its buttons, the chat's settings</source>
            <translation>Ir para a próxima parte da janela, na ordem da tela: Novo chat, as conversas, as bibliotecas, o modelo, as ações das mensagens, a caixa de mensagem e seus botões, as configurações do chat</translation>
        </message>
        <message>
            <source>Go back to the previous part of the window</source>
            <translation>Voltar para a parte anterior da janela</translation>
        </message>
        <message>
            <source>Remember something about you in every chat (Memory → Remember…)</source>
            <translation>Lembrar algo sobre você em todo chat (Memória → Lembrar…)</translation>
        </message>
        <message>
            <source>See, edit, turn off or delete what Hearth remembers (Memory → Memories…)</source>
            <translation>Ver, editar, desativar ou excluir o que o Hearth lembra (Memória → Memórias…)</translation>
        </message>
        <message>
            <source>Make a project: chats with shared instructions, documents and model (Projects → New project…)</source>
            <translation>Criar um projeto: chats com instruções, documentos e modelo em comum (Projetos → Novo projeto…)</translation>
        </message>
        <message>
            <source>A new chat in the project of the chat open now</source>
            <translation>Um novo chat no projeto do chat aberto</translation>
        </message>
        <message>
            <source>A new incognito chat: no memory, deleted for good when you leave it (File → New incognito chat)</source>
            <translation>Um novo chat anônimo: sem memória, excluído definitivamente quando você sai dele (Arquivo → Novo chat anônimo)</translation>
        </message>
        <message>
            <source>Compare two replies: the message to two models, or to one model with two settings (Chat → Compare two replies…)</source>
            <translation>Comparar duas respostas: a mensagem a dois modelos, ou a um modelo com duas configurações (Chat → Comparar duas respostas…)</translation>
        </message>
        <message>
            <source>Use the &amp;demo model</source>
            <translation>Usar o modelo de &amp;demonstração</translation>
        </message>
        <message>
            <source>&amp;Import conversation…</source>
            <translation>&amp;Importar conversa…</translation>
        </message>
        <message>
            <source>&amp;Stop reply	Esc</source>
            <translation>&amp;Parar a resposta	Esc</translation>
        </message>
        <message>
            <source>&amp;About Hearth</source>
            <translation>&amp;Sobre o Hearth</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Arquivo</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>&amp;Chat</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>E&amp;xibir</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aj&amp;uda</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>Barra de menus</translation>
        </message>
    </context>
    <context>
        <name>WindowDialogs</name>
        <message>
            <source>The models folder can be changed only where Hearth manages models.</source>
            <translation>A pasta de modelos só pode ser alterada onde o Hearth gerencia os modelos.</translation>
        </message>
    </context>
</TS>
