<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>(could not read {0}: {1})</source>
            <translation>({0} konnte nicht gelesen werden: {1})</translation>
        </message>
        <message>
            <source>{0}: third-party notices</source>
            <translation>{0}: Hinweise zu Drittanbietern</translation>
        </message>
        <message>
            <source>various</source>
            <translation>verschiedene</translation>
        </message>
        <message>
            <source>see the package</source>
            <translation>siehe das Paket</translation>
        </message>
        <message>
            <source>Licence: {0}</source>
            <translation>Lizenz: {0}</translation>
        </message>
        <message>
            <source>see the model's page</source>
            <translation>siehe die Seite des Modells</translation>
        </message>
        <message>
            <source>Source: {0}</source>
            <translation>Quelle: {0}</translation>
        </message>
        <message>
            <source>Model: {0}</source>
            <translation>Modell: {0}</translation>
        </message>
        <message>
            <source>System</source>
            <translation>System</translation>
        </message>
        <message>
            <source>About {0}</source>
            <translation>Über {0}</translation>
        </message>
        <message>
            <source>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Version {1}&lt;br&gt;Private, local LLM chat. Nothing you type leaves this computer.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Version {1}&lt;br&gt;Privater, lokaler LLM-Chat. Nichts, was Sie eingeben, verlässt diesen Computer.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>Komponente</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Copy these versions, e.g. for a bug report</source>
            <translation>Diese Versionen kopieren, z. B. für einen Fehlerbericht</translation>
        </message>
        <message>
            <source>Versions</source>
            <translation>Versionen</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Lizenzen</translation>
        </message>
    </context>
    <context>
        <name>AccelDialog</name>
        <message>
            <source>Enable {0}</source>
            <translation>{0} aktivieren</translation>
        </message>
        <message>
            <source>Looking up the download for {0}…</source>
            <translation>Download für {0} wird gesucht …</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Download progress</source>
            <translation>Download-Fortschritt</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Herunterladen</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausieren</translation>
        </message>
        <message>
            <source>Cancel download</source>
            <translation>Download abbrechen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>{0}: everything it needs is already installed.</source>
            <translation>{0}: Alles Nötige ist bereits installiert.</translation>
        </message>
        <message numerus="yes">
            <source>{0}: {1} download (%n package(s) from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</source>
            <translation>
                <numerusform>{0}: {1} Download (%n Paket von PyPI), installiert in Hearths eigenen Ordner. Sie können pausieren und fortsetzen; nichts wird geändert, bevor jede Datei heruntergeladen und geprüft ist.</numerusform>
                <numerusform>{0}: {1} Download (%n Pakete von PyPI), installiert in Hearths eigenen Ordner. Sie können pausieren und fortsetzen; nichts wird geändert, bevor jede Datei heruntergeladen und geprüft ist.</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} von {1}</translation>
        </message>
        <message>
            <source>Paused. The downloaded part of {0} is kept: resume now or later.</source>
            <translation>Pausiert. Der heruntergeladene Teil von {0} bleibt erhalten: jetzt oder später fortsetzen.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Cancelled; the downloaded part was deleted.</source>
            <translation>Abgebrochen; der heruntergeladene Teil wurde gelöscht.</translation>
        </message>
        <message>
            <source>{0} is installed. The model is loaded again to use it.</source>
            <translation>{0} ist installiert. Das Modell wird neu geladen, um es zu nutzen.</translation>
        </message>
        <message>
            <source>{0} could not be installed: {1}</source>
            <translation>{0} konnte nicht installiert werden: {1}</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message numerus="yes">
            <source>%n download(s) left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</source>
            <translation>
                <numerusform>%n Download war beim letzten Beenden von Hearth unvollständig; er ist pausiert und setzt dort fort, wo er aufgehört hat, sobald Sie ihn fortsetzen.</numerusform>
                <numerusform>%n Downloads waren beim letzten Beenden von Hearth unvollständig; sie sind pausiert und setzen dort fort, wo sie aufgehört haben, sobald Sie sie fortsetzen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Show downloads</source>
            <translation>Downloads anzeigen</translation>
        </message>
        <message numerus="yes">
            <source>%n reply(s) still being written when Hearth last closed; what was saved is kept and marked as interrupted.</source>
            <translation>
                <numerusform>%n Antwort wurde beim letzten Beenden von Hearth noch geschrieben; das Gespeicherte bleibt erhalten und ist als unterbrochen markiert.</numerusform>
                <numerusform>%n Antworten wurden beim letzten Beenden von Hearth noch geschrieben; das Gespeicherte bleibt erhalten und ist als unterbrochen markiert.</numerusform>
            </translation>
        </message>
        <message>
            <source>Documents are unavailable: the documents database could not be opened ({0}).</source>
            <translation>Dokumente sind nicht verfügbar: Die Dokumentdatenbank konnte nicht geöffnet werden ({0}).</translation>
        </message>
        <message>
            <source>Hearth can't open your conversations</source>
            <translation>Hearth kann Ihre Unterhaltungen nicht öffnen</translation>
        </message>
        <message>
            <source>{0}

Hearth will close so nothing is lost. If the file came from a newer Hearth, update this one; otherwise move the file aside and start again.</source>
            <translation>{0}

Hearth wird beendet, damit nichts verloren geht. Stammt die Datei von einer neueren Hearth-Version, aktualisieren Sie diese; andernfalls verschieben Sie die Datei und starten Sie neu.</translation>
        </message>
    </context>
    <context>
        <name>AttachmentChips</name>
        <message>
            <source>Files attached to this chat</source>
            <translation>An diesen Chat angehängte Dateien</translation>
        </message>
        <message>
            <source>Attached:</source>
            <translation>Angehängt:</translation>
        </message>
        <message>
            <source>{0}
{1}
This chat's questions are answered from it. Click to take it out of the chat.</source>
            <translation>{0}
{1}
Die Fragen dieses Chats werden daraus beantwortet. Klicken, um sie aus dem Chat zu entfernen.</translation>
        </message>
        <message>
            <source>Remove {0} from this chat</source>
            <translation>{0} aus diesem Chat entfernen</translation>
        </message>
    </context>
    <context>
        <name>CatalogView</name>
        <message>
            <source>see images</source>
            <translation>Bilder sehen</translation>
        </message>
        <message>
            <source>think before they answer</source>
            <translation>vor der Antwort nachdenken</translation>
        </message>
        <message>
            <source>Preferences → Privacy &amp; network</source>
            <translation>Einstellungen → Datenschutz &amp; Netzwerk</translation>
        </message>
        <message>
            <source>Gated: accept the licence on huggingface.co and add your access token under {0} before downloading.</source>
            <translation>Zugangsbeschränkt: Akzeptieren Sie vor dem Herunterladen die Lizenz auf huggingface.co und tragen Sie Ihr Zugriffstoken unter {0} ein.</translation>
        </message>
        <message>
            <source>{0} columns</source>
            <translation>Spalten von {0}</translation>
        </message>
        <message>
            <source>Recommended model</source>
            <translation>Empfohlenes Modell</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Herunterladen</translation>
        </message>
        <message>
            <source>Download the recommended model</source>
            <translation>Das empfohlene Modell herunterladen</translation>
        </message>
        <message>
            <source>Curated models</source>
            <translation>Ausgewählte Modelle</translation>
        </message>
        <message>
            <source>Models shown</source>
            <translation>Angezeigte Modelle</translation>
        </message>
        <message>
            <source>Show all models</source>
            <translation>Alle Modelle anzeigen</translation>
        </message>
        <message>
            <source>Show every model of the catalog</source>
            <translation>Jedes Modell des Katalogs anzeigen</translation>
        </message>
        <message>
            <source>Download for this computer</source>
            <translation>Für diesen Computer herunterladen</translation>
        </message>
        <message>
            <source>Download the selected model for this computer</source>
            <translation>Das ausgewählte Modell für diesen Computer herunterladen</translation>
        </message>
        <message>
            <source>All variants…</source>
            <translation>Alle Varianten …</translation>
        </message>
        <message>
            <source>Show every variant of the selected model</source>
            <translation>Jede Variante des ausgewählten Modells anzeigen</translation>
        </message>
        <message>
            <source>Curated models known to run in Hearth; hover a badge for the numbers.</source>
            <translation>Ausgewählte Modelle, die in Hearth laufen; für die Zahlen mit der Maus auf ein Abzeichen zeigen.</translation>
        </message>
        <message>
            <source>Memory speed</source>
            <translation>Speichergeschwindigkeit</translation>
        </message>
        <message>
            <source>Measure again</source>
            <translation>Erneut messen</translation>
        </message>
        <message>
            <source>Measure this computer's memory speed again (best when it is quiet)</source>
            <translation>Die Speichergeschwindigkeit dieses Computers erneut messen (am besten, wenn er nicht ausgelastet ist)</translation>
        </message>
        <message>
            <source>Measuring this computer's memory speed…</source>
            <translation>Die Speichergeschwindigkeit dieses Computers wird gemessen …</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed: the speeds here are unknown.</source>
            <translation>Hearth konnte die Speichergeschwindigkeit dieses Computers nicht messen: Die Geschwindigkeiten hier sind unbekannt.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s, measured while the computer was busy: the speeds here are likely low. Measure again when it is quiet.</source>
            <translation>Speichergeschwindigkeit {0:.0f} GB/s, gemessen, während der Computer ausgelastet war: Die Geschwindigkeiten hier sind wohl zu niedrig. Messen Sie erneut, wenn er nicht ausgelastet ist.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s (measured): the speeds here are forecast from it.</source>
            <translation>Speichergeschwindigkeit {0:.0f} GB/s (gemessen): Die Geschwindigkeiten hier sind daraus geschätzt.</translation>
        </message>
        <message>
            <source> · gated</source>
            <translation> · zugangsbeschränkt</translation>
        </message>
        <message>
            <source>Not for this computer</source>
            <translation>Nicht für diesen Computer</translation>
        </message>
        <message>
            <source>Recommended for this computer.</source>
            <translation>Für diesen Computer empfohlen.</translation>
        </message>
        <message>
            <source>{0} tokens of context: how much of a conversation the model can read at once</source>
            <translation>{0} Token Kontext: wie viel einer Unterhaltung das Modell auf einmal lesen kann</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth konnte die Speichergeschwindigkeit dieses Computers nicht messen.</translation>
        </message>
        <message>
            <source>Best variant here: {0} on {1}.
{2}</source>
            <translation>Beste Variante hier: {0} auf {1}.
{2}</translation>
        </message>
        <message>
            <source>(root)</source>
            <translation>(Stammordner)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>Gebaut für {0}, das diesem Computer fehlt.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1}, {2} download, runs on {3})&lt;br&gt;{4}</source>
            <translation>&lt;b&gt;Für diesen Computer empfohlen: {0}&lt;/b&gt; ({1}, {2} Download, läuft auf {3})&lt;br&gt;{4}</translation>
        </message>
        <message>
            <source>{0} Search Hugging Face, or import a model folder under Installed.</source>
            <translation>{0} Durchsuchen Sie Hugging Face oder importieren Sie einen Modellordner unter „Installiert“.</translation>
        </message>
        <message>
            <source>Only the models that {0}: {1} of {2}.</source>
            <translation>Nur die Modelle, die {0}: {1} von {2}.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>Nicht verfügbar: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ChatController</name>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>Die Änderung konnte nicht gespeichert werden: {0}.</translation>
        </message>
        <message>
            <source>That conversation no longer exists (deleted?).</source>
            <translation>Diese Unterhaltung gibt es nicht mehr (gelöscht?).</translation>
        </message>
        <message>
            <source>Stop the reply, or wait for it, to switch versions.</source>
            <translation>Halten Sie die Antwort an oder warten Sie auf sie, um die Version zu wechseln.</translation>
        </message>
        <message>
            <source>Your message was not sent: {0}. It is still in the box below; free some space and send again.</source>
            <translation>Ihre Nachricht wurde nicht gesendet: {0}. Sie steht noch im Feld unten; schaffen Sie etwas Platz und senden Sie erneut.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited.</source>
            <translation>Nur Ihre eigenen Nachrichten können bearbeitet werden.</translation>
        </message>
        <message>
            <source>The edit was not sent: {0}.</source>
            <translation>Die Bearbeitung wurde nicht gesendet: {0}.</translation>
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
            <translation>Kein Modell geladen: Wählen Sie oben eines aus (Strg+L)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Type a message below and press Enter (Shift+Enter for a new line). Ctrl+N starts a new chat, F1 lists every shortcut.</source>
            <translation>Geben Sie unten eine Nachricht ein und drücken Sie die Eingabetaste (Umschalt+Eingabe für eine neue Zeile). Strg+N beginnt einen neuen Chat, F1 listet alle Tastenkürzel auf.</translation>
        </message>
        <message>
            <source>You are talking to the demo model (SmolLM2 135M): a small offline model for trying Hearth, quick but often wrong. For real work choose a model at the top (Ctrl+L) or download one in Models.</source>
            <translation>Sie sprechen mit dem Demomodell (SmolLM2 135M): ein kleines Offline-Modell zum Ausprobieren von Hearth, schnell, aber oft falsch. Für echte Arbeit wählen Sie oben ein Modell (Strg+L) oder laden Sie eines unter „Modelle“ herunter.</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>Hinweis</translation>
        </message>
        <message>
            <source>Show them</source>
            <translation>Anzeigen</translation>
        </message>
        <message>
            <source>Load the model again</source>
            <translation>Modell neu laden</translation>
        </message>
        <message>
            <source>The engine stopped. Load the model again to go on.</source>
            <translation>Die Engine wurde beendet. Laden Sie das Modell neu, um fortzufahren.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>{0} wird geladen …</translation>
        </message>
        <message>
            <source>The device that failed</source>
            <translation>Das fehlgeschlagene Gerät</translation>
        </message>
        <message>
            <source>{0} runs on {1} because {2}. {3} will be skipped for this model from now on (the status bar menu can try all devices again).</source>
            <translation>{0} läuft auf {1}, weil {2}. {3} wird für dieses Modell ab jetzt übersprungen (das Menü in der Statusleiste kann alle Geräte erneut versuchen).</translation>
        </message>
        <message>
            <source>Loading the model…</source>
            <translation>Das Modell wird geladen …</translation>
        </message>
        <message>
            <source>Load a model to start chatting (File → Open model folder…)</source>
            <translation>Laden Sie ein Modell, um zu chatten (Datei → Modellordner öffnen …)</translation>
        </message>
        <message>
            <source>Documents are unavailable, so nothing can be attached.</source>
            <translation>Dokumente sind nicht verfügbar, daher kann nichts angehängt werden.</translation>
        </message>
        <message>
            <source>Voice is unavailable in this build of Hearth.</source>
            <translation>Sprache ist in dieser Hearth-Version nicht verfügbar.</translation>
        </message>
        <message>
            <source>The match is in another version of this chat: its branch starts here.</source>
            <translation>Der Treffer liegt in einer anderen Version dieses Chats: Ihr Zweig beginnt hier.</translation>
        </message>
        <message>
            <source>Show that version</source>
            <translation>Diese Version anzeigen</translation>
        </message>
        <message>
            <source>There is no stopped reply to continue.</source>
            <translation>Es gibt keine angehaltene Antwort zum Fortsetzen.</translation>
        </message>
        <message>
            <source>Copied the last reply.</source>
            <translation>Die letzte Antwort wurde kopiert.</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it with Esc) before editing.</source>
            <translation>Warten Sie, bis die Antwort fertig ist (oder stoppen Sie sie mit Esc), bevor Sie bearbeiten.</translation>
        </message>
    </context>
    <context>
        <name>ChatSettingsBox</name>
        <message>
            <source>Generation settings</source>
            <translation>Generierungseinstellungen</translation>
        </message>
        <message>
            <source>&lt;b&gt;Settings for this chat&lt;/b&gt;</source>
            <translation>&lt;b&gt;Einstellungen für diesen Chat&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Hide settings</source>
            <translation>Einstellungen ausblenden</translation>
        </message>
        <message>
            <source>Hide settings (Ctrl+.)</source>
            <translation>Einstellungen ausblenden (Strg+.)</translation>
        </message>
        <message>
            <source>Settings for this chat</source>
            <translation>Einstellungen für diesen Chat</translation>
        </message>
    </context>
    <context>
        <name>ChatTools</name>
        <message>
            <source>Tools are not offered in a chat with images yet; this reply has none.</source>
            <translation>In einem Chat mit Bildern werden noch keine Werkzeuge angeboten; diese Antwort hat keine.</translation>
        </message>
        <message>
            <source>Tools: {0}.</source>
            <translation>Werkzeuge: {0}.</translation>
        </message>
        <message>
            <source>Tools are off for this reply: {0}</source>
            <translation>Werkzeuge sind für diese Antwort aus: {0}</translation>
        </message>
    </context>
    <context>
        <name>ChatView</name>
        <message>
            <source>Conversation</source>
            <translation>Unterhaltung</translation>
        </message>
        <message>
            <source>Messages of the current conversation, newest at the bottom</source>
            <translation>Nachrichten der aktuellen Unterhaltung, die neueste unten</translation>
        </message>
        <message>
            <source>↓ Latest</source>
            <translation>↓ Neueste</translation>
        </message>
        <message>
            <source>Jump to latest message</source>
            <translation>Zur neuesten Nachricht springen</translation>
        </message>
        <message>
            <source>Scroll to the newest message and follow the reply</source>
            <translation>Zur neuesten Nachricht blättern und der Antwort folgen</translation>
        </message>
        <message>
            <source>Notification</source>
            <translation>Benachrichtigung</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>Code kopiert</translation>
        </message>
        <message>
            <source>Message copied</source>
            <translation>Nachricht kopiert</translation>
        </message>
    </context>
    <context>
        <name>Columns</name>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Download</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Parameter</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>Kontext</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Lizenz</translation>
        </message>
        <message>
            <source>Fit here</source>
            <translation>Passt hier</translation>
        </message>
        <message>
            <source>Speed here</source>
            <translation>Tempo hier</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>Größe auf der Festplatte</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>Installiert</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Repository</source>
            <translation>Repository</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Downloads</translation>
        </message>
        <message>
            <source>Likes</source>
            <translation>Likes</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Aktualisiert</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Hinweise</translation>
        </message>
        <message>
            <source>Runs on</source>
            <translation>Läuft auf</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>Genauigkeit</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Waiting: one model writes one reply at a time, so this side starts when the other has finished…</source>
            <translation>Warten: Ein Modell schreibt immer nur eine Antwort, daher beginnt diese Seite, wenn die andere fertig ist …</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it) before comparing.</source>
            <translation>Warten Sie, bis die Antwort fertig ist (oder stoppen Sie sie), bevor Sie vergleichen.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>{0} wird geladen …</translation>
        </message>
        <message>
            <source>it needs about {0} of memory and {1} is free; choose a smaller model, or compare one model with two settings</source>
            <translation>es braucht etwa {0} Speicher und {1} ist frei; wählen Sie ein kleineres Modell oder vergleichen Sie ein Modell mit zwei Einstellungen</translation>
        </message>
        <message>
            <source>{0} could not be loaded beside {1}: {2}</source>
            <translation>{0} konnte nicht neben {1} geladen werden: {2}</translation>
        </message>
        <message>
            <source>{0} could not be loaded: {1}</source>
            <translation>{0} konnte nicht geladen werden: {1}</translation>
        </message>
        <message>
            <source>This reply could not be started.</source>
            <translation>Diese Antwort konnte nicht begonnen werden.</translation>
        </message>
        <message>
            <source>Stopped before the model was loaded.</source>
            <translation>Gestoppt, bevor das Modell geladen war.</translation>
        </message>
        <message>
            <source>Couldn't keep that reply: {0}.</source>
            <translation>Diese Antwort konnte nicht behalten werden: {0}.</translation>
        </message>
        <message>
            <source>Reply {0}</source>
            <translation>Antwort {0}</translation>
        </message>
        <message>
            <source>Model of reply {0}</source>
            <translation>Modell von Antwort {0}</translation>
        </message>
        <message>
            <source>{0} (this chat's model)</source>
            <translation>{0} (das Modell dieses Chats)</translation>
        </message>
        <message>
            <source>Settings of reply {0}</source>
            <translation>Einstellungen von Antwort {0}</translation>
        </message>
        <message>
            <source>This chat's settings</source>
            <translation>Die Einstellungen dieses Chats</translation>
        </message>
        <message>
            <source>Preset: {0}</source>
            <translation>Vorlage: {0}</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>&amp;Modell:</translation>
        </message>
        <message>
            <source>&amp;Settings:</source>
            <translation>&amp;Einstellungen:</translation>
        </message>
        <message>
            <source>Compare two replies</source>
            <translation>Zwei Antworten vergleichen</translation>
        </message>
        <message>
            <source>Send one message to two models, or to one model with two settings, with the same seed. The replies stream side by side; you keep one and the other stays a version of it.</source>
            <translation>Senden Sie eine Nachricht an zwei Modelle oder an ein Modell mit zwei Einstellungen, mit demselben Seed. Die Antworten erscheinen nebeneinander; Sie behalten eine, die andere bleibt eine Version davon.</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Nachricht</translation>
        </message>
        <message>
            <source>drawn at random</source>
            <translation>zufällig gewählt</translation>
        </message>
        <message>
            <source>Seed for both replies</source>
            <translation>Seed für beide Antworten</translation>
        </message>
        <message>
            <source>Two different models run at the same time and need the memory of both; one model with two settings writes one reply after the other.</source>
            <translation>Zwei verschiedene Modelle laufen gleichzeitig und brauchen den Speicher beider; ein Modell mit zwei Einstellungen schreibt eine Antwort nach der anderen.</translation>
        </message>
        <message>
            <source>&amp;Compare</source>
            <translation>&amp;Vergleichen</translation>
        </message>
        <message>
            <source>S&amp;eed (the same for both):</source>
            <translation>See&amp;d (für beide gleich):</translation>
        </message>
        <message>
            <source>Keep reply {0}</source>
            <translation>Antwort {0} behalten</translation>
        </message>
        <message>
            <source>Keep this reply as the answer; the other stays a version you can go back to with the arrows</source>
            <translation>Diese Antwort als Antwort behalten; die andere bleibt eine Version, zu der Sie mit den Pfeilen zurückkehren können</translation>
        </message>
        <message>
            <source>{0} — {1}</source>
            <translation>{0} — {1}</translation>
        </message>
        <message>
            <source>Compared replies</source>
            <translation>Verglichene Antworten</translation>
        </message>
        <message>
            <source>Your message</source>
            <translation>Ihre Nachricht</translation>
        </message>
        <message>
            <source>Stop both</source>
            <translation>Beide stoppen</translation>
        </message>
        <message>
            <source>Stop both replies (Esc); what they wrote is kept</source>
            <translation>Beide Antworten stoppen (Esc); was sie geschrieben haben, bleibt erhalten</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Go back to the chat (Esc once both have ended); what was written is kept, reply A as the answer</source>
            <translation>Zurück zum Chat (Esc, sobald beide fertig sind); was geschrieben wurde, bleibt erhalten, Antwort A als Antwort</translation>
        </message>
        <message>
            <source>Comparing two replies to your message, both with seed {0}.</source>
            <translation>Zwei Antworten auf Ihre Nachricht werden verglichen, beide mit Seed {0}.</translation>
        </message>
        <message>
            <source>Both replies (seed {0}) have ended: keep one as the answer; the other stays a version of it.</source>
            <translation>Beide Antworten (Seed {0}) sind fertig: Behalten Sie eine als Antwort; die andere bleibt eine Version davon.</translation>
        </message>
        <message>
            <source>Neither reply could be written: close the comparison to go back to the chat.</source>
            <translation>Keine der beiden Antworten konnte geschrieben werden: Schließen Sie den Vergleich, um zum Chat zurückzukehren.</translation>
        </message>
        <message>
            <source>Com&amp;pare two replies…</source>
            <translation>Zwei Antworten &amp;vergleichen …</translation>
        </message>
        <message>
            <source>Send the message to two models, or to one model with two settings, and keep the better reply</source>
            <translation>Die Nachricht an zwei Modelle oder an ein Modell mit zwei Einstellungen senden und die bessere Antwort behalten</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Load a model to start chatting</source>
            <translation>Laden Sie ein Modell, um zu chatten</translation>
        </message>
        <message>
            <source>Why Send is off</source>
            <translation>Warum Senden ausgeschaltet ist</translation>
        </message>
        <message>
            <source>Message size</source>
            <translation>Größe der Nachricht</translation>
        </message>
        <message>
            <source>Editing your message — sending it makes a new version and answers it again.</source>
            <translation>Sie bearbeiten Ihre Nachricht – beim Senden entsteht eine neue Version, die erneut beantwortet wird.</translation>
        </message>
        <message>
            <source>Edit mode</source>
            <translation>Bearbeitungsmodus</translation>
        </message>
        <message>
            <source>Cancel edit</source>
            <translation>Bearbeiten abbrechen</translation>
        </message>
        <message>
            <source>Keep the message as it was (Esc)</source>
            <translation>Die Nachricht unverändert lassen (Esc)</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Nachricht</translation>
        </message>
        <message>
            <source>Enter sends, Shift+Enter starts a new line, Esc stops a reply</source>
            <translation>Eingabe sendet, Umschalt+Eingabe beginnt eine neue Zeile, Esc stoppt eine Antwort</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Senden</translation>
        </message>
        <message>
            <source>Send message</source>
            <translation>Nachricht senden</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>Senden (Eingabe)</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stopp</translation>
        </message>
        <message>
            <source>Stop generating</source>
            <translation>Generierung stoppen</translation>
        </message>
        <message>
            <source>Stop the reply (Esc); what was written is kept</source>
            <translation>Die Antwort stoppen (Esc); das Geschriebene bleibt erhalten</translation>
        </message>
        <message>
            <source>Send is off — {0}</source>
            <translation>Senden ist ausgeschaltet – {0}</translation>
        </message>
        <message>
            <source>Fix it in the settings of this chat (Ctrl+.)</source>
            <translation>Beheben Sie es in den Einstellungen dieses Chats (Strg+.)</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln Token</numerusform>
                <numerusform>%Ln Token</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{0} with %Ln image(s)</source>
            <translation>
                <numerusform>{0} mit %Ln Bild</numerusform>
                <numerusform>{0} mit %Ln Bildern</numerusform>
            </translation>
        </message>
        <message>
            <source>≈ {0} · the chat would then use {1} of {2} ({3} % of the context)</source>
            <translation>≈ {0} · der Chat würde dann {1} von {2} nutzen ({3} % des Kontexts)</translation>
        </message>
        <message>
            <source>How much of the model's context this conversation would use with this message</source>
            <translation>Wie viel vom Kontext des Modells diese Unterhaltung mit dieser Nachricht nutzen würde</translation>
        </message>
        <message>
            <source>Send edit</source>
            <translation>Bearbeitung senden</translation>
        </message>
        <message>
            <source>Writing a reply… press Esc or Stop to stop it</source>
            <translation>Eine Antwort wird geschrieben … Esc oder Stopp beendet sie</translation>
        </message>
        <message>
            <source>Another chat is writing a reply (“{0}”): you can send when it ends, or open that chat to stop it</source>
            <translation>Ein anderer Chat schreibt gerade eine Antwort („{0}“): Sie können senden, wenn sie fertig ist, oder diesen Chat öffnen, um sie zu stoppen</translation>
        </message>
        <message>
            <source>Message the model (Enter to send, Shift+Enter for a new line)</source>
            <translation>Nachricht an das Modell (Eingabe zum Senden, Umschalt+Eingabe für eine neue Zeile)</translation>
        </message>
        <message>
            <source>Send is off: {0}</source>
            <translation>Senden ist ausgeschaltet: {0}</translation>
        </message>
        <message>
            <source>Send is off while another chat (“{0}”) is writing a reply</source>
            <translation>Senden ist ausgeschaltet, während ein anderer Chat („{0}“) eine Antwort schreibt</translation>
        </message>
        <message>
            <source>Type a message first</source>
            <translation>Geben Sie zuerst eine Nachricht ein</translation>
        </message>
    </context>
    <context>
        <name>ComposerFiles</name>
        <message>
            <source>Attached {0} to this chat.</source>
            <translation>{0} an diesen Chat angehängt.</translation>
        </message>
        <message>
            <source>Paste as text instead</source>
            <translation>Stattdessen als Text einfügen</translation>
        </message>
        <message>
            <source>Attached {0}: this chat's questions now use it.</source>
            <translation>{0} angehängt: Die Fragen dieses Chats nutzen es jetzt.</translation>
        </message>
    </context>
    <context>
        <name>ConnectToolDialog</name>
        <message>
            <source>Connect a coding tool</source>
            <translation>Ein Programmierwerkzeug verbinden</translation>
        </message>
        <message>
            <source>Coding tool</source>
            <translation>Programmierwerkzeug</translation>
        </message>
        <message>
            <source>What the tool needs</source>
            <translation>Was das Werkzeug braucht</translation>
        </message>
        <message>
            <source>Asking the server which model it serves…</source>
            <translation>Der Server wird gefragt, welches Modell er bereitstellt …</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Copy this text, to paste into the tool's settings or a terminal</source>
            <translation>Diesen Text kopieren, um ihn in die Einstellungen des Werkzeugs oder in ein Terminal einzufügen</translation>
        </message>
        <message>
            <source>Write its file</source>
            <translation>Seine Datei schreiben</translation>
        </message>
        <message>
            <source>Write the tool's configuration file in your home folder (a copy of the file before is kept beside it)</source>
            <translation>Die Konfigurationsdatei des Werkzeugs in Ihren Benutzerordner schreiben (eine Kopie der bisherigen Datei bleibt daneben erhalten)</translation>
        </message>
        <message>
            <source>Tool</source>
            <translation>Werkzeug</translation>
        </message>
        <message>
            <source>Not written: {0}</source>
            <translation>Nicht geschrieben: {0}</translation>
        </message>
        <message>
            <source> (the file before: {0})</source>
            <translation> (die bisherige Datei: {0})</translation>
        </message>
        <message>
            <source>Wrote {0}{1}. {2}</source>
            <translation>{0}{1} geschrieben. {2}</translation>
        </message>
    </context>
    <context>
        <name>ConversationDelegate</name>
        <message>
            <source>Conversation title</source>
            <translation>Titel der Unterhaltung</translation>
        </message>
        <message>
            <source>Enter to rename, Esc to cancel</source>
            <translation>Eingabe zum Umbenennen, Esc zum Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>ConversationItems</name>
        <message>
            <source>just now</source>
            <translation>gerade eben</translation>
        </message>
        <message>
            <source>{0} min ago</source>
            <translation>vor {0} Min.</translation>
        </message>
        <message>
            <source>{0} h ago</source>
            <translation>vor {0} Std.</translation>
        </message>
        <message>
            <source>yesterday</source>
            <translation>gestern</translation>
        </message>
        <message>
            <source>{0} d ago</source>
            <translation>vor {0} T.</translation>
        </message>
        <message>
            <source>d MMM</source>
            <translation>d. MMM</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <translation>d. MMM yyyy</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Ohne Titel</translation>
        </message>
        <message>
            <source>Last activity {0}</source>
            <translation>Zuletzt aktiv {0}</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Angeheftet</translation>
        </message>
        <message>
            <source>pinned, </source>
            <translation>angeheftet, </translation>
        </message>
    </context>
    <context>
        <name>ConversationList</name>
        <message>
            <source>No conversations yet.
Start one with New chat.</source>
            <translation>Noch keine Unterhaltungen.
Beginnen Sie eine mit „Neuer Chat“.</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>Neuer Chat</translation>
        </message>
        <message>
            <source>Start a new conversation</source>
            <translation>Eine neue Unterhaltung beginnen</translation>
        </message>
        <message>
            <source>Conversations</source>
            <translation>Unterhaltungen</translation>
        </message>
        <message>
            <source>F2 renames, Del deletes; right-click for more</source>
            <translation>F2 benennt um, Entf löscht; Rechtsklick für mehr</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Umbenennen</translation>
        </message>
        <message>
            <source>Pin</source>
            <translation>Anheften</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren …</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Sort by title</source>
            <translation>Nach Titel sortieren</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>Lösen</translation>
        </message>
        <message>
            <source>Conversation actions</source>
            <translation>Aktionen für die Unterhaltung</translation>
        </message>
    </context>
    <context>
        <name>CrashNotifier</name>
        <message>
            <source>Something went wrong</source>
            <translation>Etwas ist schiefgelaufen</translation>
        </message>
        <message>
            <source>The details are in Hearth's log. Copy them into a bug report if it happens again.</source>
            <translation>Die Einzelheiten stehen im Protokoll von Hearth. Kopieren Sie sie in einen Fehlerbericht, falls es wieder passiert.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Details kopieren</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Took {0} out of this chat.</source>
            <translation>{0} aus diesem Chat entfernt.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Attach</source>
            <translation>Anhängen</translation>
        </message>
        <message>
            <source>Attach files</source>
            <translation>Dateien anhängen</translation>
        </message>
        <message>
            <source>Attach a file to this chat: its questions are answered from it, with sources (you can also drop files here or paste a path)</source>
            <translation>Eine Datei an diesen Chat anhängen: Seine Fragen werden daraus beantwortet, mit Quellen (Sie können Dateien auch hier ablegen oder einen Pfad einfügen)</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>Dateien an diesen Chat anhängen</translation>
        </message>
    </context>
    <context>
        <name>DocumentsController</name>
        <message>
            <source>Indexing stopped: {0}</source>
            <translation>Indizierung angehalten: {0}</translation>
        </message>
    </context>
    <context>
        <name>DocumentsPanel</name>
        <message>
            <source>{0} (attached)</source>
            <translation>{0} (angehängt)</translation>
        </message>
        <message>
            <source>{0} — stopped at {1}/{2} files; Re-index goes on from there</source>
            <translation>{0} – angehalten bei {1}/{2} Dateien; „Neu indizieren“ macht dort weiter</translation>
        </message>
        <message>
            <source>, ~{0:.0f} s left</source>
            <translation>, noch ~{0:.0f} s</translation>
        </message>
        <message>
            <source>indexing</source>
            <translation>wird indiziert</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>pausiert</translation>
        </message>
        <message>
            <source>waiting for the reply</source>
            <translation>wartet auf die Antwort</translation>
        </message>
        <message>
            <source>looking for files</source>
            <translation>sucht Dateien</translation>
        </message>
        <message numerus="yes">
            <source>%Ln passage(s)</source>
            <translation>
                <numerusform>%Ln Textstelle</numerusform>
                <numerusform>%Ln Textstellen</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} — {1}: {2}/{3} files, {4}{5}</source>
            <translation>{0} – {1}: {2}/{3} Dateien, {4}{5}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln Datei</numerusform>
                <numerusform>%Ln Dateien</numerusform>
            </translation>
        </message>
        <message>
            <source>, {0} skipped</source>
            <translation>, {0} übersprungen</translation>
        </message>
        <message>
            <source>No documents yet.
Add a folder for every chat, or attach a file to this one.</source>
            <translation>Noch keine Dokumente.
Fügen Sie einen Ordner für alle Chats hinzu oder hängen Sie eine Datei an diesen an.</translation>
        </message>
        <message>
            <source>Documents</source>
            <translation>Dokumente</translation>
        </message>
        <message>
            <source>&lt;b&gt;Documents&lt;/b&gt;</source>
            <translation>&lt;b&gt;Dokumente&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliotheken</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Hinzufügen …</translation>
        </message>
        <message>
            <source>Add a folder of documents that any chat can use</source>
            <translation>Einen Dokumentordner hinzufügen, den jeder Chat nutzen kann</translation>
        </message>
        <message>
            <source>Add folder</source>
            <translation>Ordner hinzufügen</translation>
        </message>
        <message>
            <source>Re-index</source>
            <translation>Neu indizieren</translation>
        </message>
        <message>
            <source>Read again what changed in this library</source>
            <translation>Erneut lesen, was sich in dieser Bibliothek geändert hat</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Forget this library's index (your files stay)</source>
            <translation>Den Index dieser Bibliothek vergessen (Ihre Dateien bleiben)</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausieren</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Indizierung pausieren</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Stop indexing; what is indexed so far is kept</source>
            <translation>Indizierung stoppen; das bisher Indizierte bleibt erhalten</translation>
        </message>
        <message>
            <source>Ticked: this chat's questions are answered from it.</source>
            <translation>Angehakt: Die Fragen dieses Chats werden daraus beantwortet.</translation>
        </message>
        <message>
            <source>Links out of the folder are followed (right click to stop).</source>
            <translation>Verknüpfungen aus dem Ordner hinaus werden verfolgt (Rechtsklick zum Beenden).</translation>
        </message>
        <message>
            <source>Skipped ({0}):</source>
            <translation>Übersprungen ({0}):</translation>
        </message>
        <message>
            <source>  … and {0} more (main.py docs list --skipped)</source>
            <translation>  … und {0} weitere (main.py docs list --skipped)</translation>
        </message>
        <message>
            <source>Right click the library (or press the Menu key) to follow links out of its folder.</source>
            <translation>Klicken Sie mit der rechten Maustaste auf die Bibliothek (oder drücken Sie die Menütaste), um Verknüpfungen aus ihrem Ordner hinaus zu verfolgen.</translation>
        </message>
        <message>
            <source>Follow links out of this folder</source>
            <translation>Verknüpfungen aus diesem Ordner hinaus folgen</translation>
        </message>
        <message>
            <source>Index the files that symbolic links in this folder point to elsewhere on the computer</source>
            <translation>Die Dateien indizieren, auf die symbolische Verknüpfungen in diesem Ordner anderswo auf dem Computer zeigen</translation>
        </message>
        <message>
            <source>Add a folder of documents</source>
            <translation>Einen Dokumentordner hinzufügen</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
    </context>
    <context>
        <name>DownloadsPanel</name>
        <message>
            <source>No downloads yet. Choose a model in Get models; downloads continue while you chat, and a paused one resumes where it stopped.</source>
            <translation>Noch keine Downloads. Wählen Sie ein Modell unter „Modelle holen“; Downloads laufen weiter, während Sie chatten, und ein pausierter setzt dort fort, wo er aufgehört hat.</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Downloads</translation>
        </message>
        <message>
            <source>Clear finished</source>
            <translation>Fertige entfernen</translation>
        </message>
        <message>
            <source>Clear finished downloads from the list</source>
            <translation>Fertige Downloads aus der Liste entfernen</translation>
        </message>
    </context>
    <context>
        <name>EmbedderBuild</name>
        <message>
            <source>Documents search setup</source>
            <translation>Einrichtung der Dokumentsuche</translation>
        </message>
        <message>
            <source>Documents search setup step</source>
            <translation>Schritt der Einrichtung der Dokumentsuche</translation>
        </message>
        <message>
            <source>Preparing document search (once): {0}</source>
            <translation>Dokumentsuche wird vorbereitet (einmalig): {0}</translation>
        </message>
        <message>
            <source>Documents search setup progress</source>
            <translation>Fortschritt der Einrichtung der Dokumentsuche</translation>
        </message>
        <message>
            <source>Cancel setup</source>
            <translation>Einrichtung abbrechen</translation>
        </message>
        <message>
            <source>Cancel the documents search setup</source>
            <translation>Die Einrichtung der Dokumentsuche abbrechen</translation>
        </message>
        <message>
            <source>Preparing document search (once, about a minute): your files are already searched by their words meanwhile.</source>
            <translation>Dokumentsuche wird vorbereitet (einmalig, etwa eine Minute): Ihre Dateien werden inzwischen schon nach ihren Wörtern durchsucht.</translation>
        </message>
    </context>
    <context>
        <name>EmptyHint</name>
        <message>
            <source>Empty chat hint</source>
            <translation>Hinweis für leeren Chat</translation>
        </message>
    </context>
    <context>
        <name>ExportImport</name>
        <message>
            <source>Export conversation</source>
            <translation>Unterhaltung exportieren</translation>
        </message>
        <message>
            <source>Import conversation</source>
            <translation>Unterhaltung importieren</translation>
        </message>
        <message>
            <source>{0};;All files (*)</source>
            <translation>{0};;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportieren</translation>
        </message>
        <message>
            <source>Include the model's thinking above its replies? It is folded in Markdown and HTML, and printed quieter in PDF. (The JSON export always keeps it.)</source>
            <translation>Das Nachdenken des Modells über seinen Antworten einschließen? In Markdown und HTML ist es eingeklappt, im PDF dezenter gedruckt. (Der JSON-Export behält es immer.)</translation>
        </message>
        <message>
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>Webseite (*.html)</translation>
        </message>
        <message>
            <source>Hearth conversation, every version (*.json)</source>
            <translation>Hearth-Unterhaltung, alle Versionen (*.json)</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>Unterhaltung</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Export fehlgeschlagen</translation>
        </message>
        <message>
            <source>This conversation can no longer be exported: {0}.</source>
            <translation>Diese Unterhaltung kann nicht mehr exportiert werden: {0}.</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.

Choose another folder, or check that there is free space and that you may write there.</source>
            <translation>Hearth konnte {0} nicht schreiben: {1}.

Wählen Sie einen anderen Ordner oder prüfen Sie, ob genug Speicherplatz frei ist und Sie dort schreiben dürfen.</translation>
        </message>
        <message>
            <source>The conversation could not be exported: {0}.</source>
            <translation>Die Unterhaltung konnte nicht exportiert werden: {0}.</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>Import fehlgeschlagen</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth conversation export.</source>
            <translation>{0} ist größer als 200 MB; das ist kein Export einer Hearth-Unterhaltung.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth konnte {0} nicht lesen: {1}.</translation>
        </message>
        <message>
            <source>{0} is not a text file. Choose a .json file exported by Hearth.</source>
            <translation>{0} ist keine Textdatei. Wählen Sie eine von Hearth exportierte .json-Datei.</translation>
        </message>
        <message>
            <source>{0} is not valid JSON (line {1}, column {2}: {3}). Choose a .json file exported by Hearth.</source>
            <translation>{0} ist kein gültiges JSON (Zeile {1}, Spalte {2}: {3}). Wählen Sie eine von Hearth exportierte .json-Datei.</translation>
        </message>
        <message>
            <source>{0} is nested too deeply to be a Hearth conversation export.</source>
            <translation>{0} ist zu tief verschachtelt, um ein Export einer Hearth-Unterhaltung zu sein.</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>{0} konnte nicht importiert werden: {1}.</translation>
        </message>
        <message>
            <source>The conversation could not be saved: {0}.</source>
            <translation>Die Unterhaltung konnte nicht gespeichert werden: {0}.</translation>
        </message>
    </context>
    <context>
        <name>FirstRun</name>
        <message>
            <source>Open a model folder</source>
            <translation>Einen Modellordner öffnen</translation>
        </message>
    </context>
    <context>
        <name>FirstRunScreen</name>
        <message>
            <source>Models chosen to run well on a computer like this one, or any ONNX chat model on Hugging Face. Downloads go on while you chat.</source>
            <translation>Modelle, die auf einem Computer wie diesem gut laufen, oder jedes ONNX-Chatmodell auf Hugging Face. Downloads laufen weiter, während Sie chatten.</translation>
        </message>
        <message>
            <source>about {0}</source>
            <translation>etwa {0}</translation>
        </message>
        <message>
            <source> It should write {0}.</source>
            <translation> Es sollte {0} schreiben.</translation>
        </message>
        <message>
            <source>It needs about {0} of the {1} of {2} here.{3}</source>
            <translation>Es braucht etwa {0} der {1} {2} hier.{3}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1} download, runs on {2}). {3}</source>
            <translation>&lt;b&gt;Für diesen Computer empfohlen: {0}&lt;/b&gt; ({1} Download, läuft auf {2}). {3}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Willkommen</translation>
        </message>
        <message>
            <source>Welcome to Hearth</source>
            <translation>Willkommen bei Hearth</translation>
        </message>
        <message>
            <source>Chat with language models that run on this computer. Nothing you type leaves it.
To begin, choose a model:</source>
            <translation>Chatten Sie mit Sprachmodellen, die auf diesem Computer laufen. Nichts, was Sie eingeben, verlässt ihn.
Wählen Sie zu Beginn ein Modell:</translation>
        </message>
        <message>
            <source>Use the demo model</source>
            <translation>Das Demomodell verwenden</translation>
        </message>
        <message>
            <source>Open a model folder…</source>
            <translation>Einen Modellordner öffnen …</translation>
        </message>
        <message>
            <source>Open a model folder</source>
            <translation>Einen Modellordner öffnen</translation>
        </message>
        <message>
            <source>A folder with an ONNX Runtime GenAI model (genai_config.json next to the model files).</source>
            <translation>Ein Ordner mit einem ONNX-Runtime-GenAI-Modell (genai_config.json neben den Modelldateien).</translation>
        </message>
        <message>
            <source>Browse and download models…</source>
            <translation>Modelle durchsuchen und herunterladen …</translation>
        </message>
        <message>
            <source>Browse and download models</source>
            <translation>Modelle durchsuchen und herunterladen</translation>
        </message>
        <message>
            <source>Open the Models window (Ctrl+M)</source>
            <translation>Das Fenster „Modelle“ öffnen (Strg+M)</translation>
        </message>
        <message>
            <source>Suggested model</source>
            <translation>Vorgeschlagenes Modell</translation>
        </message>
        <message>
            <source>Demo model build progress</source>
            <translation>Fortschritt beim Erstellen des Demomodells</translation>
        </message>
        <message>
            <source>Demo model build step</source>
            <translation>Schritt beim Erstellen des Demomodells</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Cancel the demo model build</source>
            <translation>Das Erstellen des Demomodells abbrechen</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problem</translation>
        </message>
        <message>
            <source>SmolLM2 135M Instruct: tiny and quick, good for trying Hearth out.</source>
            <translation>SmolLM2 135M Instruct: winzig und schnell, gut zum Ausprobieren von Hearth.</translation>
        </message>
        <message>
            <source>It is ready on this computer.</source>
            <translation>Es ist auf diesem Computer bereit.</translation>
        </message>
        <message>
            <source>Built once on this computer the first time: a minute or two, longer while the computer is busy.</source>
            <translation>Wird beim ersten Mal einmalig auf diesem Computer erstellt: ein, zwei Minuten, länger, wenn der Computer ausgelastet ist.</translation>
        </message>
        <message>
            <source>Starting the demo model build…</source>
            <translation>Das Erstellen des Demomodells beginnt …</translation>
        </message>
        <message>
            <source>{0} ({1} so far)</source>
            <translation>{0} (bisher {1})</translation>
        </message>
        <message>
            <source>The demo model build could not start (the Python interpreter was not found). Run  python main.py demo-model  in a terminal, then choose the demo model again.</source>
            <translation>Das Erstellen des Demomodells konnte nicht beginnen (der Python-Interpreter wurde nicht gefunden). Führen Sie  python main.py demo-model  in einem Terminal aus und wählen Sie dann erneut das Demomodell.</translation>
        </message>
        <message>
            <source>The demo model could not be built:
{0}

Check the message above, then try again, or open a model folder you already have.</source>
            <translation>Das Demomodell konnte nicht erstellt werden:
{0}

Prüfen Sie die Meldung oben und versuchen Sie es erneut, oder öffnen Sie einen vorhandenen Modellordner.</translation>
        </message>
    </context>
    <context>
        <name>FitBadge</name>
        <message>
            <source>Fits</source>
            <translation>Passt</translation>
        </message>
        <message>
            <source>Tight fit</source>
            <translation>Knapp</translation>
        </message>
        <message>
            <source>Won't fit</source>
            <translation>Passt nicht</translation>
        </message>
        <message>
            <source>Fit unknown</source>
            <translation>Passung unbekannt</translation>
        </message>
        <message>
            <source>Fit: {0}</source>
            <translation>Passung: {0}</translation>
        </message>
    </context>
    <context>
        <name>Grounding</name>
        <message numerus="yes">
            <source>%n passage(s) from your documents left out to fit the context.</source>
            <translation>
                <numerusform>%n Textstelle aus Ihren Dokumenten weggelassen, damit der Kontext reicht.</numerusform>
                <numerusform>%n Textstellen aus Ihren Dokumenten weggelassen, damit der Kontext reicht.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImageDialog</name>
        <message>
            <source>Image</source>
            <translation>Bild</translation>
        </message>
        <message>
            <source>This image could not be read.</source>
            <translation>Dieses Bild konnte nicht gelesen werden.</translation>
        </message>
    </context>
    <context>
        <name>ImageDraft</name>
        <message>
            <source>Images to send</source>
            <translation>Zu sendende Bilder</translation>
        </message>
        <message numerus="yes">
            <source>A message can show the model at most %n image(s).</source>
            <translation>
                <numerusform>Eine Nachricht kann dem Modell höchstens %n Bild zeigen.</numerusform>
                <numerusform>Eine Nachricht kann dem Modell höchstens %n Bilder zeigen.</numerusform>
            </translation>
        </message>
        <message>
            <source>The image could not be read ({error}).</source>
            <translation>Das Bild konnte nicht gelesen werden ({error}).</translation>
        </message>
        <message>
            <source>{0} could not be read: {1}.</source>
            <translation>{0} konnte nicht gelesen werden: {1}.</translation>
        </message>
        <message>
            <source>pasted image</source>
            <translation>eingefügtes Bild</translation>
        </message>
        <message>
            <source>{0}: click to leave it out</source>
            <translation>{0}: klicken, um es wegzulassen</translation>
        </message>
        <message>
            <source>Remove {0}</source>
            <translation>{0} entfernen</translation>
        </message>
        <message>
            <source>{0} of {1} images · {2} · sent with your next message</source>
            <translation>{0} von {1} Bildern · {2} · wird mit Ihrer nächsten Nachricht gesendet</translation>
        </message>
    </context>
    <context>
        <name>ImageHtml</name>
        <message>
            <source>image</source>
            <translation>Bild</translation>
        </message>
        <message>
            <source>{0}: open the full image</source>
            <translation>{0}: das ganze Bild öffnen</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
            <translation>Bilder (*.png *.jpg *.jpeg *.webp *.gif)</translation>
        </message>
        <message>
            <source> (in the catalog: {0})</source>
            <translation> (im Katalog: {0})</translation>
        </message>
        <message>
            <source>Image</source>
            <translation>Bild</translation>
        </message>
        <message>
            <source>Attach an image</source>
            <translation>Ein Bild anhängen</translation>
        </message>
        <message>
            <source>Show the model an image: PNG, JPEG, WebP or GIF, up to {0} a message (you can also paste or drop one here)</source>
            <translation>Dem Modell ein Bild zeigen: PNG, JPEG, WebP oder GIF, bis zu {0} pro Nachricht (Sie können es auch hier einfügen oder ablegen)</translation>
        </message>
        <message>
            <source>{0} Click to see the models that do.</source>
            <translation>{0} Klicken, um die Modelle zu sehen, die es können.</translation>
        </message>
        <message>
            <source>The model is still loading: images need a model that sees them.</source>
            <translation>Das Modell lädt noch: Bilder brauchen ein Modell, das sie sieht.</translation>
        </message>
        <message>
            <source>No model is loaded: images need a model that sees them.</source>
            <translation>Kein Modell geladen: Bilder brauchen ein Modell, das sie sieht.</translation>
        </message>
        <message>
            <source>{0} does not see images: choose one marked "sees images"{1}.</source>
            <translation>{0} sieht keine Bilder: Wählen Sie eines mit der Kennzeichnung „sieht Bilder“{1}.</translation>
        </message>
        <message>
            <source>Show models</source>
            <translation>Modelle anzeigen</translation>
        </message>
        <message>
            <source>Show the model an image</source>
            <translation>Dem Modell ein Bild zeigen</translation>
        </message>
    </context>
    <context>
        <name>Incognito</name>
        <message>
            <source>New in&amp;cognito chat</source>
            <translation>Neuer Inko&amp;gnito-Chat</translation>
        </message>
        <message>
            <source>A chat that uses no memory and is deleted when you leave it</source>
            <translation>Ein Chat, der das Gedächtnis nicht nutzt und gelöscht wird, sobald Sie ihn verlassen</translation>
        </message>
        <message>
            <source>Incognito chat: it uses no memory and is deleted for good when you leave it or quit Hearth.</source>
            <translation>Inkognito-Chat: Er nutzt das Gedächtnis nicht und wird endgültig gelöscht, wenn Sie ihn verlassen oder Hearth beenden.</translation>
        </message>
        <message>
            <source>Incognito — {0}</source>
            <translation>Inkognito — {0}</translation>
        </message>
    </context>
    <context>
        <name>InstalledHooks</name>
        <message>
            <source>The models folder can't be changed here.</source>
            <translation>Der Modellordner kann hier nicht geändert werden.</translation>
        </message>
    </context>
    <context>
        <name>InstalledModels</name>
        <message>
            <source>Import a model folder</source>
            <translation>Einen Modellordner importieren</translation>
        </message>
        <message>
            <source>Import a model</source>
            <translation>Ein Modell importieren</translation>
        </message>
        <message>
            <source>Copy {0} into Hearth's models folder, or use it where it is?</source>
            <translation>{0} in Hearths Modellordner kopieren oder dort verwenden, wo es liegt?</translation>
        </message>
        <message>
            <source>A copy is independent of the original. Using it in place saves the disk space, but the model stops working if the folder is moved or deleted.</source>
            <translation>Eine Kopie ist vom Original unabhängig. Die Verwendung am Ort spart Speicherplatz, aber das Modell funktioniert nicht mehr, wenn der Ordner verschoben oder gelöscht wird.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Use in place</source>
            <translation>Am Ort verwenden</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>Den Modellordner wählen</translation>
        </message>
    </context>
    <context>
        <name>InstalledModelsPanel</name>
        <message>
            <source>linked: {0}</source>
            <translation>verknüpft: {0}</translation>
        </message>
        <message>
            <source>imported</source>
            <translation>importiert</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>Modellordner</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>Ändern …</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>Den Modellordner ändern</translation>
        </message>
        <message>
            <source>Installed models</source>
            <translation>Installierte Modelle</translation>
        </message>
        <message>
            <source>No models installed yet. Download one under Get models, or import a folder that holds an ONNX Runtime GenAI model.</source>
            <translation>Noch keine Modelle installiert. Laden Sie eines unter „Modelle holen“ herunter oder importieren Sie einen Ordner mit einem ONNX-Runtime-GenAI-Modell.</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Verwenden</translation>
        </message>
        <message>
            <source>Chat with the selected model</source>
            <translation>Mit dem ausgewählten Modell chatten</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Löschen …</translation>
        </message>
        <message>
            <source>Delete the selected model</source>
            <translation>Das ausgewählte Modell löschen</translation>
        </message>
        <message>
            <source>Show in file manager</source>
            <translation>Im Dateimanager zeigen</translation>
        </message>
        <message>
            <source>Show the selected model's folder in the file manager</source>
            <translation>Den Ordner des ausgewählten Modells im Dateimanager zeigen</translation>
        </message>
        <message>
            <source>Import folder…</source>
            <translation>Ordner importieren …</translation>
        </message>
        <message>
            <source>Import a model folder from disk</source>
            <translation>Einen Modellordner von der Festplatte importieren</translation>
        </message>
        <message>
            <source>Installed models status</source>
            <translation>Status der installierten Modelle</translation>
        </message>
        <message>
            <source>Models folder: {0}</source>
            <translation>Modellordner: {0}</translation>
        </message>
        <message>
            <source>the demo model (built in)</source>
            <translation>das Demomodell (eingebaut)</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>In Verwendung</translation>
        </message>
        <message>
            <source>in place</source>
            <translation>am Ort</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(Stammordner des Repositorys)</translation>
        </message>
        <message>
            <source>Remove {0} from Hearth? Its files in {1} are kept; no space is freed.</source>
            <translation>{0} aus Hearth entfernen? Seine Dateien in {1} bleiben erhalten; es wird kein Speicherplatz frei.</translation>
        </message>
        <message>
            <source>Delete {0}? This frees {1} of disk space; downloading it again takes as long as the first time.</source>
            <translation>{0} löschen? Das gibt {1} Speicherplatz frei; ein erneuter Download dauert so lange wie beim ersten Mal.</translation>
        </message>
        <message>
            <source>{0} is loaded and answering in the chat now. Hearth unloads it first.</source>
            <translation>{0} ist geladen und antwortet gerade im Chat. Hearth entlädt es zuerst.</translation>
        </message>
        <message>
            <source>Delete model</source>
            <translation>Modell löschen</translation>
        </message>
        <message>
            <source>Cannot delete the model</source>
            <translation>Das Modell kann nicht gelöscht werden</translation>
        </message>
        <message>
            <source>{0} could not be deleted ({1}). It may be in use: load another model, then try again.</source>
            <translation>{0} konnte nicht gelöscht werden ({1}). Vielleicht wird es verwendet: Laden Sie ein anderes Modell und versuchen Sie es erneut.</translation>
        </message>
        <message>
            <source>Deleted {0}; freed {1}.</source>
            <translation>{0} gelöscht; {1} freigegeben.</translation>
        </message>
        <message>
            <source>Removed {0} from Hearth; its files were kept.</source>
            <translation>{0} aus Hearth entfernt; seine Dateien bleiben erhalten.</translation>
        </message>
        <message>
            <source>No file manager could open {0}.</source>
            <translation>Kein Dateimanager konnte {0} öffnen.</translation>
        </message>
        <message>
            <source>Checking {0} and test-loading it (this can take a minute for a big model)…</source>
            <translation>{0} wird geprüft und probeweise geladen (bei einem großen Modell kann das eine Minute dauern) …</translation>
        </message>
        <message>
            <source>Linked {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>{0} verknüpft; es wurde geladen und hat ein Token erzeugt. Wählen Sie es aus und drücken Sie „Verwenden“, um zu chatten.</translation>
        </message>
        <message>
            <source>Imported {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>{0} importiert; es wurde geladen und hat ein Token erzeugt. Wählen Sie es aus und drücken Sie „Verwenden“, um zu chatten.</translation>
        </message>
        <message>
            <source>Cannot change the models folder</source>
            <translation>Der Modellordner kann nicht geändert werden</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are; import them from there to use them again.</source>
            <translation>Modelle im bisherigen Ordner bleiben, wo sie sind; importieren Sie sie von dort, um sie wieder zu verwenden.</translation>
        </message>
    </context>
    <context>
        <name>JobRow</name>
        <message>
            <source>State of {0}</source>
            <translation>Zustand von {0}</translation>
        </message>
        <message>
            <source>Download progress of {0}</source>
            <translation>Download-Fortschritt von {0}</translation>
        </message>
        <message>
            <source>File being downloaded for {0}</source>
            <translation>Datei, die für {0} heruntergeladen wird</translation>
        </message>
        <message>
            <source>Progress of the current file of {0}</source>
            <translation>Fortschritt der aktuellen Datei von {0}</translation>
        </message>
        <message>
            <source>Speed and time left for {0}</source>
            <translation>Geschwindigkeit und Restzeit für {0}</translation>
        </message>
        <message>
            <source>Problem with {0}</source>
            <translation>Problem mit {0}</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausieren</translation>
        </message>
        <message>
            <source>Pause the download of {0}</source>
            <translation>Den Download von {0} pausieren</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Resume the download of {0}</source>
            <translation>Den Download von {0} fortsetzen</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Wiederholen</translation>
        </message>
        <message>
            <source>Retry the download of {0}</source>
            <translation>Den Download von {0} wiederholen</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files</source>
            <translation>Den Download von {0} abbrechen und seine Teildateien löschen</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Verwenden</translation>
        </message>
        <message>
            <source>Chat with {0}</source>
            <translation>Mit {0} chatten</translation>
        </message>
        <message>
            <source>Starting…</source>
            <translation>Wird gestartet …</translation>
        </message>
        <message>
            <source>{0} of {1} ({2:.0f} %)</source>
            <translation>{0} von {1} ({2:.0f} %)</translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} von {1}</translation>
        </message>
        <message>
            <source>{0} (file {1} of {2})</source>
            <translation>{0} (Datei {1} von {2})</translation>
        </message>
        <message>
            <source>{0}/s</source>
            <translation>{0}/s</translation>
        </message>
        <message>
            <source>Measuring speed…</source>
            <translation>Geschwindigkeit wird gemessen …</translation>
        </message>
        <message>
            <source>{0} left</source>
            <translation>noch {0}</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Nicht gestartet</translation>
        </message>
        <message>
            <source>{0} installed as {1}</source>
            <translation>{0} installiert als {1}</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Abgebrochen</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Wartet</translation>
        </message>
        <message>
            <source>Downloading</source>
            <translation>Wird heruntergeladen</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Pausiert</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>Installiert</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fehlgeschlagen</translation>
        </message>
        <message>
            <source>(whole repository)</source>
            <translation>(ganzes Repository)</translation>
        </message>
        <message>
            <source> ({0} so far)</source>
            <translation> (bisher {0})</translation>
        </message>
        <message>
            <source>; Pause keeps them</source>
            <translation>; „Pausieren“ behält sie</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files{1}? Retry then starts from the beginning{2}.</source>
            <translation>Den Download von {0} abbrechen und seine Teildateien löschen{1}? „Wiederholen“ beginnt dann von vorn{2}.</translation>
        </message>
        <message>
            <source>Cancel download?</source>
            <translation>Download abbrechen?</translation>
        </message>
        <message>
            <source>Delete download</source>
            <translation>Download löschen</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Behalten</translation>
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
            <translation>Hauptbereich</translation>
        </message>
        <message>
            <source>Window panes</source>
            <translation>Fensterbereiche</translation>
        </message>
        <message>
            <source>No model loaded (ejected)</source>
            <translation>Kein Modell geladen (ausgeworfen)</translation>
        </message>
        <message>
            <source>“{0}” was deleted for good.</source>
            <translation>„{0}“ wurde endgültig gelöscht.</translation>
        </message>
        <message>
            <source>“{0}” was deleted.</source>
            <translation>„{0}“ wurde gelöscht.</translation>
        </message>
        <message>
            <source>There is nothing to export yet: open a conversation first.</source>
            <translation>Es gibt noch nichts zu exportieren: Öffnen Sie zuerst eine Unterhaltung.</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>Exportiert nach {0}</translation>
        </message>
        <message>
            <source>Imported “{0}”.</source>
            <translation>„{0}“ importiert.</translation>
        </message>
        <message>
            <source>Engine stopped</source>
            <translation>Engine beendet</translation>
        </message>
        <message>
            <source>The model could not be loaded. {0}</source>
            <translation>Das Modell konnte nicht geladen werden. {0}</translation>
        </message>
        <message>
            <source>{0} {1} is still loaded.</source>
            <translation>{0} {1} ist weiterhin geladen.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Kein Modell geladen</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>Ein Modell wählen …</translation>
        </message>
        <message>
            <source>{0} — Hearth</source>
            <translation>{0} – Hearth</translation>
        </message>
    </context>
    <context>
        <name>Markdown</name>
        <message>
            <source>text</source>
            <translation>Text</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>Code kopieren</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Image: {0}</source>
            <translation>Bild: {0}</translation>
        </message>
        <message>
            <source>(no description)</source>
            <translation>(keine Beschreibung)</translation>
        </message>
    </context>
    <context>
        <name>Memory</name>
        <message numerus="yes">
            <source>Used %n memory(s)</source>
            <translation>
                <numerusform>%n Erinnerung genutzt</numerusform>
                <numerusform>%n Erinnerungen genutzt</numerusform>
            </translation>
        </message>
        <message>
            <source>Hide the memories this reply was given</source>
            <translation>Die Erinnerungen ausblenden, die diese Antwort erhielt</translation>
        </message>
        <message>
            <source>Show the memories this reply was given (Memory → Memories… edits them)</source>
            <translation>Die Erinnerungen zeigen, die diese Antwort erhielt (Gedächtnis → Erinnerungen … bearbeitet sie)</translation>
        </message>
        <message>
            <source>Me&amp;mory</source>
            <translation>&amp;Gedächtnis</translation>
        </message>
        <message>
            <source>&amp;Remember…</source>
            <translation>&amp;Merken …</translation>
        </message>
        <message>
            <source>Write down something every chat should know about you</source>
            <translation>Etwas notieren, das jeder Chat über Sie wissen soll</translation>
        </message>
        <message>
            <source>&amp;Memories…</source>
            <translation>&amp;Erinnerungen …</translation>
        </message>
        <message>
            <source>Use memory in &amp;this chat</source>
            <translation>Gedächtnis in &amp;diesem Chat nutzen</translation>
        </message>
        <message>
            <source>Use memory in &amp;every chat</source>
            <translation>Gedächtnis in &amp;allen Chats nutzen</translation>
        </message>
    </context>
    <context>
        <name>MemoryPanel</name>
        <message>
            <source>Memories</source>
            <translation>Erinnerungen</translation>
        </message>
        <message>
            <source>Facts Hearth gives the model when they matter to what you ask, in every chat with memory on. They stay on this computer. Untick one to keep it without using it.</source>
            <translation>Fakten, die Hearth dem Modell gibt, wenn sie zu Ihrer Frage passen, in jedem Chat mit eingeschaltetem Gedächtnis. Sie bleiben auf diesem Computer. Entfernen Sie das Häkchen, um eine zu behalten, ohne sie zu nutzen.</translation>
        </message>
        <message>
            <source>Something to remember, e.g. I write Python on Linux</source>
            <translation>Etwas zum Merken, z. B. Ich schreibe Python unter Linux</translation>
        </message>
        <message>
            <source>New memory</source>
            <translation>Neue Erinnerung</translation>
        </message>
        <message>
            <source>&amp;Remember</source>
            <translation>&amp;Merken</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Löschen</translation>
        </message>
        <message>
            <source>&amp;Forget everything…</source>
            <translation>Alles &amp;vergessen …</translation>
        </message>
        <message>
            <source>E&amp;xport…</source>
            <translation>E&amp;xportieren …</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importieren …</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s).</source>
            <translation>
                <numerusform>%n Erinnerung.</numerusform>
                <numerusform>%n Erinnerungen.</numerusform>
            </translation>
        </message>
        <message>
            <source>No memories yet.</source>
            <translation>Noch keine Erinnerungen.</translation>
        </message>
        <message>
            <source>Proposed by the model; you allowed it</source>
            <translation>Vom Modell vorgeschlagen; Sie haben es erlaubt</translation>
        </message>
        <message>
            <source>Only for the chats of the project {0}</source>
            <translation>Nur für die Chats des Projekts {0}</translation>
        </message>
        <message>
            <source>Memory not changed</source>
            <translation>Erinnerung nicht geändert</translation>
        </message>
        <message>
            <source>Forget everything?</source>
            <translation>Alles vergessen?</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n memory(s) for good? Replies already written keep their text.</source>
            <translation>
                <numerusform>Die %n Erinnerung endgültig löschen? Bereits geschriebene Antworten behalten ihren Text.</numerusform>
                <numerusform>Alle %n Erinnerungen endgültig löschen? Bereits geschriebene Antworten behalten ihren Text.</numerusform>
            </translation>
        </message>
        <message>
            <source>Forget everything</source>
            <translation>Alles vergessen</translation>
        </message>
        <message>
            <source>Export memories</source>
            <translation>Erinnerungen exportieren</translation>
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <source>Memories not exported</source>
            <translation>Erinnerungen nicht exportiert</translation>
        </message>
        <message>
            <source>Import memories</source>
            <translation>Erinnerungen importieren</translation>
        </message>
        <message>
            <source>Memories not imported</source>
            <translation>Erinnerungen nicht importiert</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s) added.</source>
            <translation>
                <numerusform>%n Erinnerung hinzugefügt.</numerusform>
                <numerusform>%n Erinnerungen hinzugefügt.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MessageHtml</name>
        <message>
            <source>Interrupted: the app closed before this reply was finished.</source>
            <translation>Unterbrochen: Die App wurde beendet, bevor diese Antwort fertig war.</translation>
        </message>
        <message>
            <source>Stopped before the end.</source>
            <translation>Vor dem Ende gestoppt.</translation>
        </message>
        <message>
            <source>This reply failed.</source>
            <translation>Diese Antwort ist fehlgeschlagen.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Sie</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistent</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Systemprompt</translation>
        </message>
        <message>
            <source>Attached: {0}</source>
            <translation>Angehängt: {0}</translation>
        </message>
        <message numerus="yes">
            <source> · %Ln passage(s) left out to fit the context</source>
            <translation>
                <numerusform> · %Ln Textstelle weggelassen, damit es in den Kontext passt</numerusform>
                <numerusform> · %Ln Textstellen weggelassen, damit es in den Kontext passt</numerusform>
            </translation>
        </message>
        <message>
            <source>Sources: {0}</source>
            <translation>Quellen: {0}</translation>
        </message>
        <message>
            <source>Tool call &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</source>
            <translation>Werkzeugaufruf &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>%Ln Zeile</numerusform>
                <numerusform>%Ln Zeilen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln character(s)</source>
            <translation>
                <numerusform>%Ln Zeichen</numerusform>
                <numerusform>%Ln Zeichen</numerusform>
            </translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>Alles zeigen</translation>
        </message>
        <message>
            <source>Show the whole message</source>
            <translation>Die ganze Nachricht zeigen</translation>
        </message>
        <message>
            <source>Show less</source>
            <translation>Weniger zeigen</translation>
        </message>
        <message>
            <source>Fold the message again</source>
            <translation>Die Nachricht wieder einklappen</translation>
        </message>
        <message>
            <source>Folded: {0}</source>
            <translation>Eingeklappt: {0}</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Copy this message</source>
            <translation>Diese Nachricht kopieren</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>Bearbeiten</translation>
        </message>
        <message>
            <source>Edit this message and send it again</source>
            <translation>Diese Nachricht bearbeiten und erneut senden</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Neu generieren</translation>
        </message>
        <message>
            <source>Write this reply again</source>
            <translation>Diese Antwort neu schreiben</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Go on from where the reply stopped</source>
            <translation>Dort weitermachen, wo die Antwort aufgehört hat</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>Vorherige Version</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>Nächste Version</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>Details ausblenden</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <source>How this reply was made: device, sampling, prompt and speed</source>
            <translation>Wie diese Antwort entstand: Gerät, Sampling, Prompt und Geschwindigkeit</translation>
        </message>
        <message>
            <source>writing…</source>
            <translation>schreibt …</translation>
        </message>
        <message>
            <source>This reply failed: {0}</source>
            <translation>Diese Antwort ist fehlgeschlagen: {0}</translation>
        </message>
    </context>
    <context>
        <name>ModelBuild</name>
        <message>
            <source>Working</source>
            <translation>In Arbeit</translation>
        </message>
    </context>
    <context>
        <name>ModelChoice</name>
        <message>
            <source>fits in memory</source>
            <translation>passt in den Speicher</translation>
        </message>
        <message>
            <source>tight fit: close other apps</source>
            <translation>knapp: andere Apps schließen</translation>
        </message>
        <message>
            <source>probably too big here</source>
            <translation>hier wohl zu groß</translation>
        </message>
        <message>
            <source>Demo model (SmolLM2 135M, offline)</source>
            <translation>Demomodell (SmolLM2 135M, offline)</translation>
        </message>
        <message>
            <source>runs on {0} — {1}</source>
            <translation>läuft auf {0} – {1}</translation>
        </message>
        <message>
            <source>this computer ({0})</source>
            <translation>dieser Computer ({0})</translation>
        </message>
        <message>
            <source>Off: {0}.</source>
            <translation>Aus: {0}.</translation>
        </message>
        <message>
            <source>{0:,} tokens of context</source>
            <translation>{0:,} Token Kontext</translation>
        </message>
    </context>
    <context>
        <name>ModelFormat</name>
        <message>
            <source>Answers well in {0}.</source>
            <translation>Antwortet gut auf {0}.</translation>
        </message>
        <message>
            <source>Answers best in English; weak in {0}.</source>
            <translation>Antwortet am besten auf Englisch; schwach auf {0}.</translation>
        </message>
        <message>
            <source>{0} s</source>
            <translation>{0} s</translation>
        </message>
        <message>
            <source>about {0} min</source>
            <translation>etwa {0} Min.</translation>
        </message>
        <message>
            <source>{0} h {1} min</source>
            <translation>{0} Std. {1} Min.</translation>
        </message>
        <message>
            <source>{0}M</source>
            <translation>{0} Mio.</translation>
        </message>
        <message>
            <source>{0}k</source>
            <translation>{0} Tsd.</translation>
        </message>
        <message>
            <source>{0}B</source>
            <translation>{0} Mrd.</translation>
        </message>
    </context>
    <context>
        <name>ModelInfo</name>
        <message>
            <source>Runs on {0}.</source>
            <translation>Läuft auf {0}.</translation>
        </message>
        <message>
            <source>Runs on {0}: {1}.</source>
            <translation>Läuft auf {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} fehlgeschlagen: {1}</translation>
        </message>
        <message>
            <source>{0} not used: {1}</source>
            <translation>{0} nicht verwendet: {1}</translation>
        </message>
    </context>
    <context>
        <name>ModelPicker</name>
        <message>
            <source>Most downloaded</source>
            <translation>Am häufigsten heruntergeladen</translation>
        </message>
        <message>
            <source>Recently updated</source>
            <translation>Kürzlich aktualisiert</translation>
        </message>
        <message>
            <source>Network features are off</source>
            <translation>Netzwerkfunktionen sind ausgeschaltet</translation>
        </message>
        <message>
            <source>Search Hugging Face for ONNX chat models, e.g. phi, qwen, llama</source>
            <translation>Hugging Face nach ONNX-Chatmodellen durchsuchen, z. B. phi, qwen, llama</translation>
        </message>
        <message>
            <source>Search Hugging Face</source>
            <translation>Hugging Face durchsuchen</translation>
        </message>
        <message>
            <source>Sort results by</source>
            <translation>Ergebnisse sortieren nach</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>← Catalog</source>
            <translation>← Katalog</translation>
        </message>
        <message>
            <source>Back to the curated models</source>
            <translation>Zurück zu den ausgewählten Modellen</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Suchergebnisse</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>Suchstatus</translation>
        </message>
        <message>
            <source>Load more</source>
            <translation>Mehr laden</translation>
        </message>
        <message>
            <source>Load more search results</source>
            <translation>Mehr Suchergebnisse laden</translation>
        </message>
        <message>
            <source>Show variants…</source>
            <translation>Varianten zeigen …</translation>
        </message>
        <message>
            <source>Show the variants of the selected repository</source>
            <translation>Die Varianten des ausgewählten Repositorys zeigen</translation>
        </message>
        <message>
            <source>Work offline</source>
            <translation>Offline arbeiten</translation>
        </message>
        <message>
            <source>Turn on offline mode: Hearth stops trying to reach the hub</source>
            <translation>Offlinemodus einschalten: Hearth versucht nicht mehr, den Hub zu erreichen</translation>
        </message>
        <message>
            <source>Searching and downloading are turned off: {0}. The curated list below works offline; models already installed keep working.</source>
            <translation>Suchen und Herunterladen sind ausgeschaltet: {0}. Die Auswahlliste unten funktioniert offline; bereits installierte Modelle funktionieren weiter.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>Nicht verfügbar: {0}.</translation>
        </message>
        <message>
            <source> Gated: accept its licence on huggingface.co and add your access token under {0} first.</source>
            <translation> Zugangsbeschränkt: Akzeptieren Sie zuerst die Lizenz auf huggingface.co und tragen Sie Ihr Zugriffstoken unter {0} ein.</translation>
        </message>
        <message>
            <source>{0} Licence: {1}.{2}</source>
            <translation>{0} Lizenz: {1}.{2}</translation>
        </message>
        <message>
            <source>Results for “{0}”</source>
            <translation>Ergebnisse für „{0}“</translation>
        </message>
        <message>
            <source>All ONNX chat models</source>
            <translation>Alle ONNX-Chatmodelle</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Suche läuft …</translation>
        </message>
        <message>
            <source>Loading more…</source>
            <translation>Mehr wird geladen …</translation>
        </message>
        <message>
            <source>No ONNX chat model matches. Try fewer or other words.</source>
            <translation>Kein ONNX-Chatmodell passt. Versuchen Sie weniger oder andere Wörter.</translation>
        </message>
        <message>
            <source> More on the hub.</source>
            <translation> Mehr auf dem Hub.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln model(s) shown.{0}</source>
            <translation>
                <numerusform>%Ln Modell angezeigt.{0}</numerusform>
                <numerusform>%Ln Modelle angezeigt.{0}</numerusform>
            </translation>
        </message>
        <message>
            <source>gated</source>
            <translation>zugangsbeschränkt</translation>
        </message>
        <message numerus="yes">
            <source> Listed: the %n curated model(s) that match.</source>
            <translation>
                <numerusform> Aufgeführt: das %n passende ausgewählte Modell.</numerusform>
                <numerusform> Aufgeführt: die %n passenden ausgewählten Modelle.</numerusform>
            </translation>
        </message>
        <message>
            <source> No curated model matches.</source>
            <translation> Kein ausgewähltes Modell passt.</translation>
        </message>
        <message>
            <source>in Hearth's curated list</source>
            <translation>in Hearths Auswahlliste</translation>
        </message>
    </context>
    <context>
        <name>ModelSwitcher</name>
        <message>
            <source>Send your messages to another computer?</source>
            <translation>Ihre Nachrichten an einen anderen Computer senden?</translation>
        </message>
        <message>
            <source>{0} runs on {1}. Everything you send in a chat with it — your messages, the conversation before them and the system prompt — leaves this computer and is processed there.

Send messages to {1}?</source>
            <translation>{0} läuft auf {1}. Alles, was Sie in einem Chat damit senden – Ihre Nachrichten, die Unterhaltung davor und der Systemprompt –, verlässt diesen Computer und wird dort verarbeitet.

Nachrichten an {1} senden?</translation>
        </message>
        <message>
            <source>Add a remote server</source>
            <translation>Einen entfernten Server hinzufügen</translation>
        </message>
        <message>
            <source>optional: a name for it</source>
            <translation>optional: ein Name dafür</translation>
        </message>
        <message>
            <source>optional: kept in your system's keyring</source>
            <translation>optional: im Schlüsselbund Ihres Systems gespeichert</translation>
        </message>
        <message>
            <source>Server address</source>
            <translation>Serveradresse</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API-Schlüssel</translation>
        </message>
        <message>
            <source>Any server that speaks OpenAI's chat API: vLLM, llama.cpp's server, Ollama, LM Studio, Foundry Local, or another Hearth's `serve`.</source>
            <translation>Jeder Server, der die Chat-API von OpenAI spricht: vLLM, der Server von llama.cpp, Ollama, LM Studio, Foundry Local oder `serve` eines anderen Hearth.</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adresse:</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <source>API key:</source>
            <translation>API-Schlüssel:</translation>
        </message>
        <message>
            <source>Model picker</source>
            <translation>Modellauswahl</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Choose the model for this chat (Ctrl+L)</source>
            <translation>Das Modell für diesen Chat wählen (Strg+L)</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>Modelle</translation>
        </message>
        <message>
            <source>Where the model runs</source>
            <translation>Wo das Modell läuft</translation>
        </message>
        <message>
            <source>Eject</source>
            <translation>Auswerfen</translation>
        </message>
        <message>
            <source>Eject the model</source>
            <translation>Das Modell auswerfen</translation>
        </message>
        <message>
            <source>Unload the model and give its memory back</source>
            <translation>Das Modell entladen und seinen Speicher freigeben</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>{0} wird geladen …</translation>
        </message>
        <message>
            <source>Cannot add the server</source>
            <translation>Der Server kann nicht hinzugefügt werden</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Kein Modell geladen</translation>
        </message>
        <message>
            <source>Runs on {0} — {1}</source>
            <translation>Läuft auf {0} – {1}</translation>
        </message>
        <message>
            <source>{0} is served by another program on this computer ({1}): what you send goes to it, not to Hearth's engine.</source>
            <translation>{0} wird von einem anderen Programm auf diesem Computer bereitgestellt ({1}): Was Sie senden, geht an dieses, nicht an die Engine von Hearth.</translation>
        </message>
        <message>
            <source>{0} is not on this computer: what you send is processed on {1}.</source>
            <translation>{0} ist nicht auf diesem Computer: Was Sie senden, wird auf {1} verarbeitet.</translation>
        </message>
        <message>
            <source>{0} cannot run {1} here{2}: it runs on the {3}.</source>
            <translation>{0} kann {1} hier nicht ausführen{2}: Es läuft auf {3}.</translation>
        </message>
        <message>
            <source>Let Hearth choose</source>
            <translation>Hearth wählen lassen</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>Auf diesem Computer</translation>
        </message>
        <message>
            <source>No models yet: get one in the Models window</source>
            <translation>Noch keine Modelle: Holen Sie eines im Fenster „Modelle“</translation>
        </message>
        <message>
            <source>Remote servers</source>
            <translation>Entfernte Server</translation>
        </message>
        <message>
            <source>Add a remote server…</source>
            <translation>Einen entfernten Server hinzufügen …</translation>
        </message>
        <message>
            <source>Eject the model (free its memory)</source>
            <translation>Das Modell auswerfen (Speicher freigeben)</translation>
        </message>
        <message>
            <source>Manage models…</source>
            <translation>Modelle verwalten …</translation>
        </message>
        <message>
            <source>It sees images and thinks.</source>
            <translation>Es sieht Bilder und denkt nach.</translation>
        </message>
        <message>
            <source>It sees images.</source>
            <translation>Es sieht Bilder.</translation>
        </message>
        <message>
            <source>It thinks.</source>
            <translation>Es denkt nach.</translation>
        </message>
        <message>
            <source>It answers in text: it does not think first nor see images.</source>
            <translation>Es antwortet in Text: Es denkt nicht vorher nach und sieht keine Bilder.</translation>
        </message>
        <message>
            <source>Run {0} on</source>
            <translation>{0} ausführen auf</translation>
        </message>
        <message>
            <source>Automatic (Hearth chooses)</source>
            <translation>Automatisch (Hearth wählt)</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fehlgeschlagen</translation>
        </message>
        <message>
            <source>Failed: {0}</source>
            <translation>Fehlgeschlagen: {0}</translation>
        </message>
        <message>
            <source>Enable {0} (about {1} download)…</source>
            <translation>{0} aktivieren (etwa {1} Download) …</translation>
        </message>
        <message>
            <source> {0} is loaded now.</source>
            <translation> {0} ist jetzt geladen.</translation>
        </message>
        <message>
            <source>This chat was answered by {0}, which is no longer available.{1}</source>
            <translation>Dieser Chat wurde von {0} beantwortet, das nicht mehr verfügbar ist.{1}</translation>
        </message>
        <message>
            <source>This chat was answered by {0}.{1}</source>
            <translation>Dieser Chat wurde von {0} beantwortet.{1}</translation>
        </message>
        <message>
            <source>Load {0}</source>
            <translation>{0} laden</translation>
        </message>
        <message numerus="yes">
            <source>Added {0} ({1}): it offers %Ln model(s). Choose one in the model picker at the top (Ctrl+L).</source>
            <translation>
                <numerusform>{0} ({1}) hinzugefügt: Es bietet %Ln Modell. Wählen Sie es oben in der Modellauswahl (Strg+L).</numerusform>
                <numerusform>{0} ({1}) hinzugefügt: Es bietet %Ln Modelle. Wählen Sie eines oben in der Modellauswahl (Strg+L).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelsAccess</name>
        <message>
            <source>Hearth cannot write to {0} ({1}). Choose a folder you can write to.</source>
            <translation>Hearth kann nicht in {0} schreiben ({1}). Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
        </message>
    </context>
    <context>
        <name>ModelsWindow</name>
        <message>
            <source>Models</source>
            <translation>Modelle</translation>
        </message>
        <message>
            <source>&amp;Get models</source>
            <translation>Modelle &amp;holen</translation>
        </message>
        <message>
            <source>&amp;Downloads</source>
            <translation>&amp;Downloads</translation>
        </message>
        <message>
            <source>&amp;Installed</source>
            <translation>&amp;Installiert</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network…</source>
            <translation>&amp;Datenschutz &amp;&amp; Netzwerk …</translation>
        </message>
        <message>
            <source>Privacy and network settings</source>
            <translation>Datenschutz- und Netzwerkeinstellungen</translation>
        </message>
        <message>
            <source>The access token, a mirror and offline mode (in Preferences)</source>
            <translation>Das Zugriffstoken, ein Spiegelserver und der Offlinemodus (in den Einstellungen)</translation>
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
            <translation>Information</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Warnung</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>Hinweis</translation>
        </message>
        <message>
            <source>{0} text</source>
            <translation>Text von {0}</translation>
        </message>
        <message>
            <source>{0} action</source>
            <translation>Aktion von {0}</translation>
        </message>
        <message>
            <source>Dismiss {0}</source>
            <translation>{0} schließen</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>Parameters</name>
        <message>
            <source>Temperature</source>
            <translation>Temperatur</translation>
        </message>
        <message>
            <source>How adventurous the wording is: 0 always picks the most likely next word (greedy), 1 and above is more varied.</source>
            <translation>Wie abenteuerlich die Formulierung ist: 0 wählt immer das wahrscheinlichste nächste Wort (greedy), ab 1 wird es abwechslungsreicher.</translation>
        </message>
        <message>
            <source>Top-p</source>
            <translation>Top-p</translation>
        </message>
        <message>
            <source>Only consider the most likely words that together make up this share of the probability (0–1].</source>
            <translation>Nur die wahrscheinlichsten Wörter berücksichtigen, die zusammen diesen Anteil der Wahrscheinlichkeit ausmachen (0–1].</translation>
        </message>
        <message>
            <source>Top-k</source>
            <translation>Top-k</translation>
        </message>
        <message>
            <source>Only consider this many of the most likely words; 0 turns the limit off.</source>
            <translation>Nur so viele der wahrscheinlichsten Wörter berücksichtigen; 0 schaltet die Grenze aus.</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>Max. neue Token</translation>
        </message>
        <message>
            <source>The longest reply, in tokens (a token is about three quarters of a word).</source>
            <translation>Die längste Antwort, in Token (ein Token ist etwa drei Viertel eines Wortes).</translation>
        </message>
        <message>
            <source>Repetition penalty</source>
            <translation>Wiederholungsstrafe</translation>
        </message>
        <message>
            <source>Above 1 discourages repeating the same words; 1 is off.</source>
            <translation>Über 1 hält davon ab, dieselben Wörter zu wiederholen; 1 ist aus.</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Seed</translation>
        </message>
        <message>
            <source>Leave blank for a new random seed every reply; a number makes replies repeatable.</source>
            <translation>Leer lassen für einen neuen zufälligen Seed bei jeder Antwort; eine Zahl macht Antworten wiederholbar.</translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>Dem System folgen</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>Auto</source>
            <translation>Automatisch</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Ein</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>Den Modellordner wählen</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Preferences sections</source>
            <translation>Bereiche der Einstellungen</translation>
        </message>
        <message>
            <source>&amp;Appearance</source>
            <translation>&amp;Darstellung</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Design</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Textgröße</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>Systemgröße</translation>
        </message>
        <message>
            <source> pt</source>
            <translation> pt</translation>
        </message>
        <message>
            <source>The text size applies to the conversation and the message box.</source>
            <translation>Die Textgröße gilt für die Unterhaltung und das Nachrichtenfeld.</translation>
        </message>
        <message>
            <source>&amp;New chats</source>
            <translation>&amp;Neue Chats</translation>
        </message>
        <message>
            <source>Preset for new chats</source>
            <translation>Vorlage für neue Chats</translation>
        </message>
        <message>
            <source>Max new tokens for new chats</source>
            <translation>Max. neue Token für neue Chats</translation>
        </message>
        <message>
            <source>Max new tokens problem</source>
            <translation>Problem bei max. neuen Token</translation>
        </message>
        <message>
            <source>System prompt for new chats</source>
            <translation>Systemprompt für neue Chats</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>Zum Beispiel: Du bist ein knapper Assistent. Antworte auf Deutsch.</translation>
        </message>
        <message>
            <source>A new chat starts with these values; the settings panel of a chat changes that chat only, and says where it differs from them.</source>
            <translation>Ein neuer Chat beginnt mit diesen Werten; die Einstellungen eines Chats ändern nur diesen Chat und zeigen, wo sie davon abweichen.</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Vorlage</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>Max. neue Token</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Systemprompt</translation>
        </message>
        <message>
            <source>&amp;Models</source>
            <translation>&amp;Modelle</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>Modellordner</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>Ändern …</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>Den Modellordner ändern</translation>
        </message>
        <message>
            <source>Models folder problem</source>
            <translation>Problem mit dem Modellordner</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Ordner</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are.</source>
            <translation>Modelle im bisherigen Ordner bleiben, wo sie sind.</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network</source>
            <translation>Daten&amp;schutz &amp;&amp; Netzwerk</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>Einstellungen nicht gespeichert</translation>
        </message>
        <message>
            <source>&amp;General</source>
            <translation>&amp;Allgemein</translation>
        </message>
        <message>
            <source>Open the last conversation when Hearth starts</source>
            <translation>Beim Start von Hearth die letzte Unterhaltung öffnen</translation>
        </message>
        <message>
            <source>Let the model name new conversations (after the first reply, when idle)</source>
            <translation>Das Modell neue Unterhaltungen benennen lassen (nach der ersten Antwort, im Leerlauf)</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>Hearth speaks the new language after a restart.</source>
            <translation>Hearth spricht die neue Sprache nach einem Neustart.</translation>
        </message>
        <message>
            <source>Speculative decoding</source>
            <translation>Spekulatives Dekodieren</translation>
        </message>
        <message>
            <source>Greedy replies (temperature 0, the Precise preset) that repeat the conversation — quotes, a rewritten passage, edited code — come faster: words that followed the same words earlier are checked several at once. Auto stops when the guesses do not pay off.</source>
            <translation>Greedy-Antworten (Temperatur 0, die Vorlage „Precise“), die die Unterhaltung wiederholen – Zitate, eine umgeschriebene Textstelle, bearbeiteter Code –, kommen schneller: Wörter, die früher auf dieselben Wörter folgten, werden mehrere auf einmal geprüft. „Automatisch“ hört auf, wenn sich die Vermutungen nicht lohnen.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example 512.</source>
            <translation>Geben Sie eine ganze Zahl ein, zum Beispiel 512.</translation>
        </message>
    </context>
    <context>
        <name>PresetPicker</name>
        <message>
            <source>Save preset</source>
            <translation>Vorlage speichern</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>Name der Vorlage:</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Vorlage</translation>
        </message>
        <message>
            <source>Apply a saved set of values</source>
            <translation>Einen gespeicherten Satz von Werten anwenden</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Benutzerdefiniert</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>Speichern unter …</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>Als Vorlage speichern</translation>
        </message>
        <message>
            <source>Save the current values as a named preset</source>
            <translation>Die aktuellen Werte als benannte Vorlage speichern</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Delete preset</source>
            <translation>Vorlage löschen</translation>
        </message>
        <message>
            <source>Fix the values marked in red first</source>
            <translation>Beheben Sie zuerst die rot markierten Werte</translation>
        </message>
        <message>
            <source>Choose one of your own presets to delete it</source>
            <translation>Wählen Sie eine Ihrer eigenen Vorlagen, um sie zu löschen</translation>
        </message>
        <message>
            <source>“{0}” is built in and can't be deleted</source>
            <translation>„{0}“ ist eingebaut und kann nicht gelöscht werden</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”</source>
            <translation>Die Vorlage „{0}“ löschen</translation>
        </message>
        <message>
            <source>Replace preset</source>
            <translation>Vorlage ersetzen</translation>
        </message>
        <message>
            <source>Replace the preset “{0}” with these values?</source>
            <translation>Die Vorlage „{0}“ durch diese Werte ersetzen?</translation>
        </message>
        <message>
            <source>Preset not saved</source>
            <translation>Vorlage nicht gespeichert</translation>
        </message>
        <message>
            <source>The preset could not be saved: {0}</source>
            <translation>Die Vorlage konnte nicht gespeichert werden: {0}</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”? This cannot be undone.</source>
            <translation>Die Vorlage „{0}“ löschen? Das kann nicht rückgängig gemacht werden.</translation>
        </message>
        <message>
            <source>Preset not deleted</source>
            <translation>Vorlage nicht gelöscht</translation>
        </message>
        <message>
            <source>The preset could not be deleted: {0}</source>
            <translation>Die Vorlage konnte nicht gelöscht werden: {0}</translation>
        </message>
    </context>
    <context>
        <name>PrivacySettings</name>
        <message>
            <source>The token is kept in the OS keyring.</source>
            <translation>Das Token wird im Schlüsselbund des Betriebssystems aufbewahrt.</translation>
        </message>
        <message>
            <source>The token is kept for this session only: no keyring is available on this system, so Hearth will ask for it again next time. It is never written to a file.</source>
            <translation>Das Token wird nur für diese Sitzung aufbewahrt: Auf diesem System ist kein Schlüsselbund verfügbar, daher fragt Hearth beim nächsten Mal erneut danach. Es wird nie in eine Datei geschrieben.</translation>
        </message>
        <message>
            <source>Hearth never sends your conversations anywhere. Offline mode goes further: no searching, downloading or token checks, so Hearth makes no network connection at all. Installed models keep working.</source>
            <translation>Hearth sendet Ihre Unterhaltungen nirgendwohin. Der Offlinemodus geht weiter: kein Suchen, Herunterladen oder Prüfen von Token, also baut Hearth überhaupt keine Netzwerkverbindung auf. Installierte Modelle funktionieren weiter.</translation>
        </message>
        <message>
            <source>Enter the address of a Hugging Face mirror, like https://hf-mirror.com (with https://).</source>
            <translation>Geben Sie die Adresse eines Hugging-Face-Spiegelservers ein, etwa https://hf-mirror.com (mit https://).</translation>
        </message>
        <message>
            <source>Enter only the mirror's address, without a query, a fragment or a password in it.</source>
            <translation>Geben Sie nur die Adresse des Spiegelservers ein, ohne Abfrage, Fragment oder Passwort darin.</translation>
        </message>
        <message>
            <source>hf_…  (from huggingface.co/settings/tokens)</source>
            <translation>hf_…  (von huggingface.co/settings/tokens)</translation>
        </message>
        <message>
            <source>Hugging Face access token</source>
            <translation>Hugging-Face-Zugriffstoken</translation>
        </message>
        <message>
            <source>Check and save</source>
            <translation>Prüfen und speichern</translation>
        </message>
        <message>
            <source>Check the access token and save it</source>
            <translation>Das Zugriffstoken prüfen und speichern</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Remove the saved access token</source>
            <translation>Das gespeicherte Zugriffstoken entfernen</translation>
        </message>
        <message>
            <source>Access token status</source>
            <translation>Status des Zugriffstokens</translation>
        </message>
        <message>
            <source>About the access token</source>
            <translation>Über das Zugriffstoken</translation>
        </message>
        <message>
            <source>Hugging Face mirror address</source>
            <translation>Adresse des Hugging-Face-Spiegelservers</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Übernehmen</translation>
        </message>
        <message>
            <source>Use this mirror address</source>
            <translation>Diese Spiegelserver-Adresse verwenden</translation>
        </message>
        <message>
            <source>Mirror address status</source>
            <translation>Status der Spiegelserver-Adresse</translation>
        </message>
        <message>
            <source>Mirror</source>
            <translation>Spiegelserver</translation>
        </message>
        <message>
            <source>About the mirror</source>
            <translation>Über den Spiegelserver</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Adresse</translation>
        </message>
        <message>
            <source>Offline mode: make no network connections</source>
            <translation>Offlinemodus: keine Netzwerkverbindungen aufbauen</translation>
        </message>
        <message>
            <source>Offline mode</source>
            <translation>Offlinemodus</translation>
        </message>
        <message>
            <source>Offline mode explanation</source>
            <translation>Erklärung des Offlinemodus</translation>
        </message>
        <message>
            <source>Network status</source>
            <translation>Netzwerkstatus</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Netzwerk</translation>
        </message>
        <message>
            <source>Paste a token from huggingface.co/settings/tokens first.</source>
            <translation>Fügen Sie zuerst ein Token von huggingface.co/settings/tokens ein.</translation>
        </message>
        <message>
            <source>The token cannot be checked with {0}: {1}.</source>
            <translation>Das Token kann nicht mit {0} geprüft werden: {1}.</translation>
        </message>
        <message>
            <source>Checking the token with {0}…</source>
            <translation>Das Token wird mit {0} geprüft …</translation>
        </message>
        <message>
            <source>Signed in as {0}. {1}</source>
            <translation>Angemeldet als {0}. {1}</translation>
        </message>
        <message>
            <source>A token is saved. Paste a new one to replace it.</source>
            <translation>Ein Token ist gespeichert. Fügen Sie ein neues ein, um es zu ersetzen.</translation>
        </message>
        <message>
            <source>The access token was removed. Gated and private models need it again.</source>
            <translation>Das Zugriffstoken wurde entfernt. Zugangsbeschränkte und private Modelle brauchen es wieder.</translation>
        </message>
        <message>
            <source> (the HF_ENDPOINT environment variable)</source>
            <translation> (die Umgebungsvariable HF_ENDPOINT)</translation>
        </message>
        <message>
            <source> (the default)</source>
            <translation> (der Standard)</translation>
        </message>
        <message>
            <source>Where searches, downloads and token checks go. Leave it empty for {0}{1}; enter a mirror or a proxy of the hub where that is slow or blocked.</source>
            <translation>Wohin Suchen, Downloads und Token-Prüfungen gehen. Leer lassen für {0}{1}; geben Sie einen Spiegelserver oder einen Proxy des Hubs ein, wo dieser langsam oder gesperrt ist.</translation>
        </message>
        <message>
            <source>Needed only for gated models (accept their licence on huggingface.co first) and private ones. A read-only token is enough. Hearth checks it with {0} before saving it.</source>
            <translation>Nur für zugangsbeschränkte Modelle (zuerst ihre Lizenz auf huggingface.co akzeptieren) und private nötig. Ein Token mit Leserechten genügt. Hearth prüft es mit {0}, bevor es gespeichert wird.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0} (the mirror address above).</source>
            <translation>Suchen und Downloads gehen an {0} (die Spiegelserver-Adresse oben).</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}, set by the HF_ENDPOINT environment variable; a mirror address here takes its place.</source>
            <translation>Suchen und Downloads gehen an {0}, festgelegt durch die Umgebungsvariable HF_ENDPOINT; eine Spiegelserver-Adresse hier tritt an ihre Stelle.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}.</source>
            <translation>Suchen und Downloads gehen an {0}.</translation>
        </message>
        <message>
            <source> It is not encrypted (http): anyone on the way can see which models you fetch. Downloads are still checked against their checksums.</source>
            <translation> Die Verbindung ist nicht verschlüsselt (http): Jeder auf dem Weg kann sehen, welche Modelle Sie holen. Downloads werden trotzdem anhand ihrer Prüfsummen geprüft.</translation>
        </message>
        <message>
            <source>Online: Hearth connects only when you search, download or check a token.</source>
            <translation>Online: Hearth verbindet sich nur, wenn Sie suchen, herunterladen oder ein Token prüfen.</translation>
        </message>
        <message>
            <source>Offline: searching, downloading and token checks are off.</source>
            <translation>Offline: Suchen, Herunterladen und Token-Prüfungen sind ausgeschaltet.</translation>
        </message>
        <message>
            <source>Offline whatever this switch says: {0}. Unset it and restart Hearth to search or download.</source>
            <translation>Offline, egal was dieser Schalter sagt: {0}. Entfernen Sie sie und starten Sie Hearth neu, um zu suchen oder herunterzuladen.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>Nicht verfügbar: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectDialog</name>
        <message>
            <source>Each chat keeps its own.</source>
            <translation>Jeder Chat behält seine eigenen.</translation>
        </message>
        <message>
            <source>New project</source>
            <translation>Neues Projekt</translation>
        </message>
        <message>
            <source>Project settings — {0}</source>
            <translation>Projekteinstellungen — {0}</translation>
        </message>
        <message>
            <source>For example: Thesis, Garden, Work</source>
            <translation>Zum Beispiel: Abschlussarbeit, Garten, Arbeit</translation>
        </message>
        <message>
            <source>An emoji shown before the name in the sidebar</source>
            <translation>Ein Emoji vor dem Namen in der Seitenleiste</translation>
        </message>
        <message>
            <source>What every chat in this project should know or do, before the chat's own system prompt</source>
            <translation>Was jeder Chat in diesem Projekt wissen oder tun soll, vor dem eigenen Systemprompt des Chats</translation>
        </message>
        <message>
            <source>Whichever model is loaded</source>
            <translation>Das gerade geladene Modell</translation>
        </message>
        <message>
            <source>{0} (not installed)</source>
            <translation>{0} (nicht installiert)</translation>
        </message>
        <message>
            <source>Document libraries</source>
            <translation>Dokumentbibliotheken</translation>
        </message>
        <message>
            <source>No shared libraries yet: add a folder under Documents.</source>
            <translation>Noch keine gemeinsamen Bibliotheken: Fügen Sie unter Dokumente einen Ordner hinzu.</translation>
        </message>
        <message>
            <source>Use the open chat's</source>
            <translation>Die des offenen Chats</translation>
        </message>
        <message>
            <source>Each chat its own</source>
            <translation>Jeder Chat seine eigenen</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>&amp;Emoji:</source>
            <translation>&amp;Emoji:</translation>
        </message>
        <message>
            <source>&amp;Instructions:</source>
            <translation>&amp;Anweisungen:</translation>
        </message>
        <message>
            <source>Default &amp;model:</source>
            <translation>Standard&amp;modell:</translation>
        </message>
        <message>
            <source>&amp;Libraries:</source>
            <translation>&amp;Bibliotheken:</translation>
        </message>
        <message>
            <source>Generation settings:</source>
            <translation>Generierungseinstellungen:</translation>
        </message>
        <message>
            <source>The instructions hold at most {0} characters: the rest was cut.</source>
            <translation>Die Anweisungen fassen höchstens {0} Zeichen: Der Rest wurde abgeschnitten.</translation>
        </message>
    </context>
    <context>
        <name>ProjectFiles</name>
        <message>
            <source>Export project</source>
            <translation>Projekt exportieren</translation>
        </message>
        <message>
            <source>Hearth project (*.json)</source>
            <translation>Hearth-Projekt (*.json)</translation>
        </message>
        <message>
            <source>Import project</source>
            <translation>Projekt importieren</translation>
        </message>
        <message>
            <source>Project not exported</source>
            <translation>Projekt nicht exportiert</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.</source>
            <translation>Hearth konnte {0} nicht schreiben: {1}.</translation>
        </message>
        <message>
            <source>Project not imported</source>
            <translation>Projekt nicht importiert</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth project file.</source>
            <translation>{0} ist größer als 200 MB; das ist keine Hearth-Projektdatei.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth konnte {0} nicht lesen: {1}.</translation>
        </message>
        <message>
            <source>{0} is not a Hearth project file (a .json file made by Export project…).</source>
            <translation>{0} ist keine Hearth-Projektdatei (eine .json-Datei aus „Projekt exportieren…“).</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>{0} konnte nicht importiert werden: {1}.</translation>
        </message>
        <message>
            <source>The project could not be saved: {0}.</source>
            <translation>Das Projekt konnte nicht gespeichert werden: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectTree</name>
        <message>
            <source>Move to project</source>
            <translation>In Projekt verschieben</translation>
        </message>
        <message>
            <source>No project (a loose chat)</source>
            <translation>Kein Projekt (ein einzelner Chat)</translation>
        </message>
        <message>
            <source>Projects</source>
            <translation>Projekte</translation>
        </message>
        <message>
            <source>New project…</source>
            <translation>Neues Projekt…</translation>
        </message>
        <message>
            <source>Group chats with shared instructions, documents and model (Ctrl+Shift+N)</source>
            <translation>Chats mit gemeinsamen Anweisungen, Dokumenten und Modell gruppieren (Strg+Umschalt+N)</translation>
        </message>
        <message>
            <source>Enter opens a chat or folds a project; F2 renames, Del deletes; right-click for more</source>
            <translation>Eingabe öffnet einen Chat oder klappt ein Projekt ein; F2 benennt um, Entf löscht; Rechtsklick für mehr</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Umbenennen</translation>
        </message>
        <message>
            <source>Delete project…</source>
            <translation>Projekt löschen…</translation>
        </message>
        <message>
            <source>Chat actions</source>
            <translation>Chat-Aktionen</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <source>Project actions</source>
            <translation>Projekt-Aktionen</translation>
        </message>
        <message>
            <source>New chat in project</source>
            <translation>Neuer Chat im Projekt</translation>
        </message>
        <message>
            <source>Project settings…</source>
            <translation>Projekteinstellungen…</translation>
        </message>
        <message>
            <source>Search in project…</source>
            <translation>Im Projekt suchen…</translation>
        </message>
        <message>
            <source>Export project…</source>
            <translation>Projekt exportieren…</translation>
        </message>
    </context>
    <context>
        <name>Projects</name>
        <message>
            <source>A project's instructions hold at most {0} characters.</source>
            <translation>Die Anweisungen eines Projekts fassen höchstens {0} Zeichen.</translation>
        </message>
        <message>
            <source>A project needs a name.</source>
            <translation>Ein Projekt braucht einen Namen.</translation>
        </message>
        <message>
            <source>A project's name holds at most {0} characters.</source>
            <translation>Der Name eines Projekts hat höchstens {0} Zeichen.</translation>
        </message>
        <message>
            <source>There is already a project called {0}.</source>
            <translation>Es gibt schon ein Projekt namens {0}.</translation>
        </message>
        <message>
            <source>That project no longer exists.</source>
            <translation>Dieses Projekt gibt es nicht mehr.</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}</source>
            <translation>Das Projekt konnte nicht gespeichert werden: {0}</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}.</source>
            <translation>Das Projekt konnte nicht gespeichert werden: {0}.</translation>
        </message>
        <message>
            <source>That chat or project no longer exists.</source>
            <translation>Diesen Chat oder dieses Projekt gibt es nicht mehr.</translation>
        </message>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>Die Änderung konnte nicht gespeichert werden: {0}.</translation>
        </message>
        <message>
            <source>Search in</source>
            <translation>Suchen in</translation>
        </message>
        <message>
            <source>&amp;Projects</source>
            <translation>&amp;Projekte</translation>
        </message>
        <message>
            <source>&amp;New project…</source>
            <translation>&amp;Neues Projekt…</translation>
        </message>
        <message>
            <source>New &amp;chat in this project</source>
            <translation>Neuer &amp;Chat in diesem Projekt</translation>
        </message>
        <message>
            <source>Project &amp;settings…</source>
            <translation>Projekt&amp;einstellungen…</translation>
        </message>
        <message>
            <source>&amp;Move this chat to</source>
            <translation>Diesen Chat &amp;verschieben nach</translation>
        </message>
        <message>
            <source>&amp;Export this project…</source>
            <translation>Dieses Projekt e&amp;xportieren…</translation>
        </message>
        <message>
            <source>&amp;Import project…</source>
            <translation>Projekt &amp;importieren…</translation>
        </message>
        <message>
            <source>All conversations</source>
            <translation>Alle Unterhaltungen</translation>
        </message>
        <message>
            <source>In {0}</source>
            <translation>In {0}</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>Exportiert nach {0}</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{0}” with %n chat(s).</source>
            <translation>
                <numerusform>„{0}“ mit %n Chat importiert.</numerusform>
                <numerusform>„{0}“ mit %n Chats importiert.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not on this computer, so not ticked: {0}.</source>
            <translation>Nicht auf diesem Computer, daher nicht angehakt: {0}.</translation>
        </message>
        <message>
            <source>Delete project</source>
            <translation>Projekt löschen</translation>
        </message>
        <message>
            <source>Delete the project “{0}”?</source>
            <translation>Das Projekt „{0}“ löschen?</translation>
        </message>
        <message numerus="yes">
            <source>It has %n chat(s). Kept, they become loose chats and its memories apply to every chat.</source>
            <translation>
                <numerusform>Es hat %n Chat. Behalten wird er ein einzelner Chat, und die Erinnerungen des Projekts gelten für jeden Chat.</numerusform>
                <numerusform>Es hat %n Chats. Behalten werden sie einzelne Chats, und die Erinnerungen des Projekts gelten für jeden Chat.</numerusform>
            </translation>
        </message>
        <message>
            <source>Deleted with its chats, the project's memories are deleted too.</source>
            <translation>Wird es mit seinen Chats gelöscht, werden auch die Erinnerungen des Projekts gelöscht.</translation>
        </message>
        <message>
            <source>Keep the chats</source>
            <translation>Chats behalten</translation>
        </message>
        <message>
            <source>Delete the chats too</source>
            <translation>Chats ebenfalls löschen</translation>
        </message>
        <message>
            <source>This project's model, {0}, is no longer available.</source>
            <translation>Das Modell dieses Projekts, {0}, ist nicht mehr verfügbar.</translation>
        </message>
    </context>
    <context>
        <name>Provenance</name>
        <message>
            <source>finished</source>
            <translation>fertig</translation>
        </message>
        <message>
            <source>stopped at the length limit</source>
            <translation>an der Längengrenze angehalten</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>angehalten</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fehlgeschlagen</translation>
        </message>
        <message>
            <source>runs on {0}</source>
            <translation>läuft auf {0}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln Token</numerusform>
                <numerusform>%Ln Token</numerusform>
            </translation>
        </message>
        <message>
            <source>prompt {0}, {1} cached</source>
            <translation>Prompt {0}, {1} im Cache</translation>
        </message>
        <message>
            <source>prompt {0}</source>
            <translation>Prompt {0}</translation>
        </message>
        <message>
            <source>first token {0} s</source>
            <translation>erstes Token {0} s</translation>
        </message>
        <message>
            <source>{0} tok/s</source>
            <translation>{0} Token/s</translation>
        </message>
        <message>
            <source>drafts {0}% accepted ({1} of {2})</source>
            <translation>Entwürfe zu {0} % angenommen ({1} von {2})</translation>
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
            <translation>Sie</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistent</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Systemprompt</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Ohne Titel</translation>
        </message>
        <message>
            <source>Search messages</source>
            <translation>Nachrichten durchsuchen</translation>
        </message>
        <message>
            <source>Search all conversations</source>
            <translation>Alle Unterhaltungen durchsuchen</translation>
        </message>
        <message>
            <source>Every word must match; end a word with * to match its beginning (hel*)</source>
            <translation>Jedes Wort muss passen; beenden Sie ein Wort mit *, um seinen Anfang zu finden (hal*)</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>Suchstatus</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Suchergebnisse</translation>
        </message>
        <message>
            <source>Search failed: {0}</source>
            <translation>Suche fehlgeschlagen: {0}</translation>
        </message>
        <message>
            <source>Type to search every conversation.</source>
            <translation>Tippen Sie, um alle Unterhaltungen zu durchsuchen.</translation>
        </message>
        <message>
            <source>No results for “{0}”.</source>
            <translation>Keine Ergebnisse für „{0}“.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln result(s)</source>
            <translation>
                <numerusform>%Ln Ergebnis</numerusform>
                <numerusform>%Ln Ergebnisse</numerusform>
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
            <translation>Lokaler Server</translation>
        </message>
        <message>
            <source>Serve the loaded model to other programs (OpenAI-compatible API)</source>
            <translation>Das geladene Modell anderen Programmen bereitstellen (OpenAI-kompatible API)</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Port</translation>
        </message>
        <message>
            <source>Port number</source>
            <translation>Portnummer</translation>
        </message>
        <message>
            <source>No key: only programs on this computer can connect</source>
            <translation>Kein Schlüssel: Nur Programme auf diesem Computer können sich verbinden</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API-Schlüssel</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>Neuer Schlüssel</translation>
        </message>
        <message>
            <source>Remove key</source>
            <translation>Schlüssel entfernen</translation>
        </message>
        <message>
            <source>Allow other computers on the network (needs a key)</source>
            <translation>Andere Computer im Netzwerk zulassen (braucht einen Schlüssel)</translation>
        </message>
        <message>
            <source>Connect a coding tool…</source>
            <translation>Ein Programmierwerkzeug verbinden …</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Schlüssel</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Adresse</translation>
        </message>
        <message>
            <source>The local server needs Hearth's engine, which is not running here.</source>
            <translation>Der lokale Server braucht die Engine von Hearth, die hier nicht läuft.</translation>
        </message>
        <message>
            <source>What Claude Code, Codex, opencode or Continue needs to use this server (as main.py connect prints or writes it)</source>
            <translation>Was Claude Code, Codex, opencode oder Continue brauchen, um diesen Server zu nutzen (wie main.py connect es ausgibt oder schreibt)</translation>
        </message>
        <message>
            <source>Switch the server on (and press OK) first: a tool connects to the running server</source>
            <translation>Schalten Sie zuerst den Server ein (und drücken Sie OK): Ein Werkzeug verbindet sich mit dem laufenden Server</translation>
        </message>
        <message>
            <source>(off)</source>
            <translation>(aus)</translation>
        </message>
    </context>
    <context>
        <name>ServerForm</name>
        <message>
            <source>Edit tool server</source>
            <translation>Werkzeugserver bearbeiten</translation>
        </message>
        <message>
            <source>Add tool server</source>
            <translation>Werkzeugserver hinzufügen</translation>
        </message>
        <message>
            <source>e.g.  uvx mcp-server-time   or   npx -y @modelcontextprotocol/server-filesystem ~/Documents</source>
            <translation>z. B.  uvx mcp-server-time   oder   npx -y @modelcontextprotocol/server-filesystem ~/Documents</translation>
        </message>
        <message>
            <source>or the URL of a Streamable HTTP server</source>
            <translation>oder die URL eines Streamable-HTTP-Servers</translation>
        </message>
        <message>
            <source>its key, kept in the system keyring (HTTP only; empty: unchanged)</source>
            <translation>sein Schlüssel, im Schlüsselbund des Systems gespeichert (nur HTTP; leer: unverändert)</translation>
        </message>
        <message>
            <source>its environment, one NAME=value a line (command servers)</source>
            <translation>seine Umgebung, eine NAME=Wert-Zeile pro Variable (Befehlsserver)</translation>
        </message>
        <message>
            <source>Environment variables</source>
            <translation>Umgebungsvariablen</translation>
        </message>
        <message>
            <source>Uses the network (turned off in offline mode)</source>
            <translation>Nutzt das Netzwerk (im Offlinemodus ausgeschaltet)</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Name</translation>
        </message>
        <message>
            <source>&amp;Command</source>
            <translation>&amp;Befehl</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>&amp;URL</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>&amp;Schlüssel</translation>
        </message>
        <message>
            <source>&amp;Environment</source>
            <translation>&amp;Umgebung</translation>
        </message>
        <message>
            <source>The command cannot be read: {0}.</source>
            <translation>Der Befehl kann nicht gelesen werden: {0}.</translation>
        </message>
        <message>
            <source>Each line of the environment is NAME=value: {0!r} is not.</source>
            <translation>Jede Zeile der Umgebung lautet NAME=Wert: {0!r} nicht.</translation>
        </message>
    </context>
    <context>
        <name>ServerIndicator</name>
        <message>
            <source>Local server</source>
            <translation>Lokaler Server</translation>
        </message>
        <message>
            <source>API {0} · {1} {2}</source>
            <translation>API {0} · {1} {2}</translation>
        </message>
        <message>
            <source>Hearth is serving the loaded model to other programs (OpenAI-compatible API at {0}/v1). File → Local server… changes it.</source>
            <translation>Hearth stellt das geladene Modell anderen Programmen bereit (OpenAI-kompatible API unter {0}/v1). Datei → Lokaler Server … ändert das.</translation>
        </message>
    </context>
    <context>
        <name>ServerPanel</name>
        <message>
            <source>another program's request (the local server)</source>
            <translation>der Anfrage eines anderen Programms (der lokale Server)</translation>
        </message>
        <message>
            <source>&amp;Local server…</source>
            <translation>&amp;Lokaler Server …</translation>
        </message>
    </context>
    <context>
        <name>SettingsFields</name>
        <message>
            <source>Enter a number, for example {0}.</source>
            <translation>Geben Sie eine Zahl ein, zum Beispiel {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example {0}.</source>
            <translation>Geben Sie eine ganze Zahl ein, zum Beispiel {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, or leave it blank for a random seed.</source>
            <translation>Geben Sie eine ganze Zahl ein oder lassen Sie das Feld leer für einen zufälligen Seed.</translation>
        </message>
    </context>
    <context>
        <name>SettingsPanel</name>
        <message>
            <source>Differs from the defaults</source>
            <translation>Weicht von den Standardwerten ab</translation>
        </message>
        <message>
            <source>Reset to defaults</source>
            <translation>Auf Standardwerte zurücksetzen</translation>
        </message>
        <message>
            <source>Reset to the defaults for new chats</source>
            <translation>Auf die Standardwerte für neue Chats zurücksetzen</translation>
        </message>
        <message>
            <source>Use the defaults for new chats (Preferences, Ctrl+,) in this chat</source>
            <translation>Die Standardwerte für neue Chats (Einstellungen, Strg+,) in diesem Chat verwenden</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Vorlage</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Systemprompt</translation>
        </message>
        <message>
            <source>Instructions the model reads before the conversation</source>
            <translation>Anweisungen, die das Modell vor der Unterhaltung liest</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>Zum Beispiel: Du bist ein knapper Assistent. Antworte auf Deutsch.</translation>
        </message>
        <message>
            <source>Settings problem</source>
            <translation>Problem mit den Einstellungen</translation>
        </message>
        <message>
            <source>{0} problem</source>
            <translation>Problem mit {0}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keiner</translation>
        </message>
        <message>
            <source>random</source>
            <translation>zufällig</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <source>Default for new chats: {0}</source>
            <translation>Standard für neue Chats: {0}</translation>
        </message>
        <message>
            <source>Differs from your defaults for new chats: {0}.</source>
            <translation>Weicht von Ihren Standardwerten für neue Chats ab: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ShortcutHelp</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>Shortcut list</source>
            <translation>Liste der Tastenkürzel</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Schließen (Esc)</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Sidebar</source>
            <translation>Seitenleiste</translation>
        </message>
        <message>
            <source>← Conversations</source>
            <translation>← Unterhaltungen</translation>
        </message>
        <message>
            <source>Back to conversations</source>
            <translation>Zurück zu den Unterhaltungen</translation>
        </message>
        <message>
            <source>Close search (Esc)</source>
            <translation>Suche schließen (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SourceDialog</name>
        <message>
            <source>Source [{0}]</source>
            <translation>Quelle [{0}]</translation>
        </message>
        <message>
            <source>Source passage</source>
            <translation>Textstelle der Quelle</translation>
        </message>
        <message>
            <source>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</source>
            <translation>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</translation>
        </message>
        <message>
            <source>Passage</source>
            <translation>Textstelle</translation>
        </message>
        <message>
            <source>Open file</source>
            <translation>Datei öffnen</translation>
        </message>
        <message>
            <source>Open the file in the program your system uses for it</source>
            <translation>Die Datei in dem Programm öffnen, das Ihr System dafür verwendet</translation>
        </message>
    </context>
    <context>
        <name>Speed</name>
        <message>
            <source>fast</source>
            <translation>schnell</translation>
        </message>
        <message>
            <source>usable</source>
            <translation>brauchbar</translation>
        </message>
        <message>
            <source>slow</source>
            <translation>langsam</translation>
        </message>
        <message>
            <source>measured {0} tokens a second</source>
            <translation>gemessen {0} Token pro Sekunde</translation>
        </message>
        <message>
            <source>at least {0} tokens a second</source>
            <translation>mindestens {0} Token pro Sekunde</translation>
        </message>
        <message>
            <source>about {0} tokens a second</source>
            <translation>etwa {0} Token pro Sekunde</translation>
        </message>
        <message>
            <source>{0} · ≥ {1} tok/s</source>
            <translation>{0} · ≥ {1} Token/s</translation>
        </message>
        <message>
            <source>{0} · ≈ {1} tok/s</source>
            <translation>{0} · ≈ {1} Token/s</translation>
        </message>
        <message>
            <source>The speed its last reply was written at on this computer. 10 or more reads comfortably.</source>
            <translation>Die Geschwindigkeit, mit der seine letzte Antwort auf diesem Computer geschrieben wurde. Ab 10 liest es sich bequem.</translation>
        </message>
        <message>
            <source>an assumed floor for GPU memory</source>
            <translation>eine angenommene Untergrenze für GPU-Speicher</translation>
        </message>
        <message>
            <source>this machine's memory, measured</source>
            <translation>der Speicher dieses Computers, gemessen</translation>
        </message>
        <message>
            <source>Writing reads all {0} GB of weights for every word piece: at {1} GB/s ({2}) that is about {3} tokens a second. 10 or more reads comfortably.</source>
            <translation>Das Schreiben liest für jedes Wortstück alle {0} GB Gewichte: bei {1} GB/s ({2}) sind das etwa {3} Token pro Sekunde. Ab 10 liest es sich bequem.</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} fehlgeschlagen: {1}</translation>
        </message>
        <message>
            <source>{0}

Hearth skips the failed devices for this model from now on. Use this menu to try all devices again (after a driver update, say).</source>
            <translation>{0}

Hearth überspringt die fehlgeschlagenen Geräte für dieses Modell ab jetzt. Mit diesem Menü können Sie alle Geräte erneut versuchen (etwa nach einem Treiberupdate).</translation>
        </message>
        <message>
            <source>{0} ({1} skipped: failed before)</source>
            <translation>{0} ({1} übersprungen: zuvor fehlgeschlagen)</translation>
        </message>
        <message>
            <source>{0} failed the last time this model was loaded, so Hearth went straight to {1}. Use this menu to try all devices again.</source>
            <translation>{0} ist beim letzten Laden dieses Modells fehlgeschlagen, daher hat Hearth direkt {1} genommen. Mit diesem Menü können Sie alle Geräte erneut versuchen.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Kein Modell geladen</translation>
        </message>
        <message>
            <source>Model and device</source>
            <translation>Modell und Gerät</translation>
        </message>
        <message>
            <source>Try all devices again</source>
            <translation>Alle Geräte erneut versuchen</translation>
        </message>
        <message>
            <source>Device fallback</source>
            <translation>Ausweichgerät</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>Genutzter Kontext</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>Geschwindigkeit der letzten Antwort</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>{0} wird geladen …</translation>
        </message>
        <message numerus="yes">
            <source>Context: %Ln token(s)</source>
            <translation>
                <numerusform>Kontext: %Ln Token</numerusform>
                <numerusform>Kontext: %Ln Token</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln Token</numerusform>
                <numerusform>%Ln Token</numerusform>
            </translation>
        </message>
        <message>
            <source>How much of the model's context this conversation uses</source>
            <translation>Wie viel vom Kontext des Modells diese Unterhaltung nutzt</translation>
        </message>
        <message>
            <source> · first token {0} s</source>
            <translation> · erstes Token {0} s</translation>
        </message>
        <message>
            <source>{0} tok/s{1}</source>
            <translation>{0} Token/s{1}</translation>
        </message>
        <message>
            <source>Speed of the last reply in this conversation</source>
            <translation>Geschwindigkeit der letzten Antwort in dieser Unterhaltung</translation>
        </message>
        <message>
            <source>No reply in this conversation yet</source>
            <translation>Noch keine Antwort in dieser Unterhaltung</translation>
        </message>
    </context>
    <context>
        <name>StoreWrites</name>
        <message>
            <source>the disk is full</source>
            <translation>der Datenträger ist voll</translation>
        </message>
        <message>
            <source>the conversations file can't be written (read-only)</source>
            <translation>die Datei der Unterhaltungen kann nicht geschrieben werden (schreibgeschützt)</translation>
        </message>
        <message>
            <source>the conversations file can't be written</source>
            <translation>die Datei der Unterhaltungen kann nicht geschrieben werden</translation>
        </message>
        <message>
            <source>Couldn't save: {0}. The reply is kept in memory; free some space and it will be saved.</source>
            <translation>Speichern nicht möglich: {0}. Die Antwort bleibt im Arbeitsspeicher; schaffen Sie etwas Platz, dann wird sie gespeichert.</translation>
        </message>
        <message>
            <source>Everything is saved again.</source>
            <translation>Alles ist wieder gespeichert.</translation>
        </message>
    </context>
    <context>
        <name>ThinkButton</name>
        <message>
            <source>This model answers without thinking first.</source>
            <translation>Dieses Modell antwortet, ohne vorher nachzudenken.</translation>
        </message>
        <message>
            <source>This model thinks before it answers; thinking can be switched off for a chat.</source>
            <translation>Dieses Modell denkt nach, bevor es antwortet; das Nachdenken lässt sich für einen Chat ausschalten.</translation>
        </message>
        <message>
            <source>This model always thinks before it answers (not switchable: its chat template has no switch).</source>
            <translation>Dieses Modell denkt immer nach, bevor es antwortet (nicht abschaltbar: seine Chatvorlage hat keinen Schalter).</translation>
        </message>
        <message>
            <source>Think</source>
            <translation>Nachdenken</translation>
        </message>
        <message>
            <source>Think before answering</source>
            <translation>Vor dem Antworten nachdenken</translation>
        </message>
        <message>
            <source>Think by default with this model</source>
            <translation>Mit diesem Modell standardmäßig nachdenken</translation>
        </message>
        <message>
            <source>On: the model thinks before it answers in this chat (click to answer at once)</source>
            <translation>Ein: Das Modell denkt in diesem Chat nach, bevor es antwortet (klicken, um sofort zu antworten)</translation>
        </message>
        <message>
            <source>Off: the model answers at once in this chat (click to let it think)</source>
            <translation>Aus: Das Modell antwortet in diesem Chat sofort (klicken, um es nachdenken zu lassen)</translation>
        </message>
        <message>
            <source>{0}. The arrow sets what new chats with this model start with.</source>
            <translation>{0}. Der Pfeil legt fest, womit neue Chats mit diesem Modell beginnen.</translation>
        </message>
    </context>
    <context>
        <name>ThinkingHtml</name>
        <message>
            <source>Its latest lines as it thinks; all of it once the reply has ended.</source>
            <translation>Die neuesten Zeilen, während es nachdenkt; alles, sobald die Antwort fertig ist.</translation>
        </message>
        <message>
            <source>The reply stopped while the model was still thinking: it has no answer yet. Continue lets it go on.</source>
            <translation>Die Antwort wurde gestoppt, während das Modell noch nachdachte: Es gibt noch keine Antwort. „Fortsetzen“ lässt es weitermachen.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Denkt nach …</translation>
        </message>
        <message numerus="yes">
            <source>Thought for %Ln s</source>
            <translation>
                <numerusform>%Ln s nachgedacht</numerusform>
                <numerusform>%Ln s nachgedacht</numerusform>
            </translation>
        </message>
        <message>
            <source>Thought for less than a second</source>
            <translation>Weniger als eine Sekunde nachgedacht</translation>
        </message>
        <message>
            <source>Thinking</source>
            <translation>Nachdenken</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>Das Nachdenken ausblenden</translation>
        </message>
        <message>
            <source>Show what the model thought before answering</source>
            <translation>Zeigen, was das Modell vor dem Antworten gedacht hat</translation>
        </message>
        <message numerus="yes">
            <source>%Ln word(s)</source>
            <translation>
                <numerusform>%Ln Wort</numerusform>
                <numerusform>%Ln Wörter</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Thread</name>
        <message numerus="yes">
            <source>%n earlier message(s) left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</source>
            <translation>
                <numerusform>%n frühere Nachricht bleibt bei dieser Antwort außen vor: Der Kontext des Modells ist voll. Beginnen Sie einen neuen Chat oder laden Sie ein Modell mit größerem Kontext, um alles im Blick zu behalten.</numerusform>
                <numerusform>%n frühere Nachrichten bleiben bei dieser Antwort außen vor: Der Kontext des Modells ist voll. Beginnen Sie einen neuen Chat oder laden Sie ein Modell mit größerem Kontext, um alles im Blick zu behalten.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading your message… {0} %</source>
            <translation>Ihre Nachricht wird gelesen … {0} %</translation>
        </message>
        <message>
            <source> (about {0} s left)</source>
            <translation> (noch etwa {0} s)</translation>
        </message>
        <message>
            <source> (about {0} min left)</source>
            <translation> (noch etwa {0} min)</translation>
        </message>
    </context>
    <context>
        <name>ToolCallCard</name>
        <message>
            <source>Tool call</source>
            <translation>Werkzeugaufruf</translation>
        </message>
        <message>
            <source>&amp;Allow once</source>
            <translation>Einmal &amp;erlauben</translation>
        </message>
        <message>
            <source>Al&amp;ways allow this tool</source>
            <translation>Dieses Werkzeug &amp;immer erlauben</translation>
        </message>
        <message>
            <source>&amp;Deny</source>
            <translation>&amp;Ablehnen</translation>
        </message>
        <message>
            <source>built into Hearth</source>
            <translation>in Hearth eingebaut</translation>
        </message>
        <message>
            <source>from the tool server {0}</source>
            <translation>vom Werkzeugserver {0}</translation>
        </message>
        <message>
            <source>The assistant wants to run &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt;</source>
            <translation>Der Assistent möchte &lt;b&gt;{0}&lt;/b&gt; ({1}) mit &lt;code&gt;{2}&lt;/code&gt; ausführen</translation>
        </message>
        <message>
            <source>Running &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt; … (Stop ends it)</source>
            <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}) läuft mit &lt;code&gt;{2}&lt;/code&gt; … („Stopp“ beendet es)</translation>
        </message>
    </context>
    <context>
        <name>ToolServersDialog</name>
        <message>
            <source>Tool servers</source>
            <translation>Werkzeugserver</translation>
        </message>
        <message>
            <source>Server details</source>
            <translation>Serverdetails</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Hinzufügen …</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Bearbeiten …</translation>
        </message>
        <message>
            <source>&amp;Import mcp.json…</source>
            <translation>mcp.json &amp;importieren …</translation>
        </message>
        <message>
            <source>&amp;Test</source>
            <translation>&amp;Testen</translation>
        </message>
        <message>
            <source>Turn o&amp;ff</source>
            <translation>&amp;Ausschalten</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Entfernen</translation>
        </message>
        <message>
            <source>Always allowed tools</source>
            <translation>Immer erlaubte Werkzeuge</translation>
        </message>
        <message>
            <source>&amp;Forget</source>
            <translation>&amp;Vergessen</translation>
        </message>
        <message>
            <source>Servers whose tools chats may call (choose them per chat with the Tools button):</source>
            <translation>Server, deren Werkzeuge Chats aufrufen dürfen (pro Chat über die Schaltfläche „Werkzeuge“ wählen):</translation>
        </message>
        <message>
            <source>Run without asking:</source>
            <translation>Ohne Nachfrage ausführen:</translation>
        </message>
        <message>
            <source>No tool servers yet. Add one, or import the mcp.json of Claude Desktop, Cursor or LM Studio.</source>
            <translation>Noch keine Werkzeugserver. Fügen Sie einen hinzu oder importieren Sie die mcp.json von Claude Desktop, Cursor oder LM Studio.</translation>
        </message>
        <message>
            <source>Turn o&amp;n</source>
            <translation>&amp;Einschalten</translation>
        </message>
        <message>
            <source>Import mcp.json</source>
            <translation>mcp.json importieren</translation>
        </message>
        <message>
            <source>JSON (*.json);;All files (*)</source>
            <translation>JSON (*.json);;Alle Dateien (*)</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n server(s): {0}.</source>
            <translation>
                <numerusform>%n Server importiert: {0}.</numerusform>
                <numerusform>%n Server importiert: {0}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>Es wurde nichts importiert.</translation>
        </message>
        <message>
            <source>Left out:</source>
            <translation>Weggelassen:</translation>
        </message>
        <message>
            <source>Starting {0}…</source>
            <translation>{0} wird gestartet …</translation>
        </message>
        <message>
            <source>(left out) {0}</source>
            <translation>(weggelassen) {0}</translation>
        </message>
        <message>
            <source>Not running: it starts when a chat that uses it needs it (or press Test).</source>
            <translation>Läuft nicht: Er startet, wenn ein Chat, der ihn nutzt, ihn braucht (oder drücken Sie „Testen“).</translation>
        </message>
        <message>
            <source>Its last output:</source>
            <translation>Seine letzte Ausgabe:</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Waiting for your answer: {0}</source>
            <translation>Wartet auf Ihre Antwort: {0}</translation>
        </message>
        <message>
            <source>Running {0}…</source>
            <translation>{0} läuft …</translation>
        </message>
        <message>
            <source>The current date and time, here or in a time zone.</source>
            <translation>Das aktuelle Datum und die Uhrzeit, hier oder in einer Zeitzone.</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Datum und Uhrzeit</translation>
        </message>
        <message>
            <source>Compute an arithmetic expression exactly, e.g. 17*23 or sqrt(2).</source>
            <translation>Einen Rechenausdruck exakt berechnen, z. B. 17*23 oder sqrt(2).</translation>
        </message>
        <message>
            <source>Calculator</source>
            <translation>Rechner</translation>
        </message>
        <message>
            <source>Search this person's earlier conversations.</source>
            <translation>Die früheren Unterhaltungen dieser Person durchsuchen.</translation>
        </message>
        <message>
            <source>Search my conversations</source>
            <translation>Meine Unterhaltungen durchsuchen</translation>
        </message>
        <message>
            <source>Search the documents attached to this chat.</source>
            <translation>Die an diesen Chat angehängten Dokumente durchsuchen.</translation>
        </message>
        <message>
            <source>Search this chat's documents</source>
            <translation>Die Dokumente dieses Chats durchsuchen</translation>
        </message>
        <message>
            <source>Keep a lasting fact about the person (their name, work, preferences) for later chats. The person is asked first.</source>
            <translation>Eine dauerhafte Tatsache über die Person (Name, Arbeit, Vorlieben) für spätere Chats behalten. Die Person wird vorher gefragt.</translation>
        </message>
        <message>
            <source>Remember (asks first)</source>
            <translation>Merken (fragt vorher)</translation>
        </message>
    </context>
    <context>
        <name>ToolsButton</name>
        <message>
            <source>Server: {0}</source>
            <translation>Server: {0}</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Werkzeuge</translation>
        </message>
        <message>
            <source>Which tools this chat may call (each call is shown and asked first)</source>
            <translation>Welche Werkzeuge dieser Chat aufrufen darf (jeder Aufruf wird gezeigt und zuerst erfragt)</translation>
        </message>
        <message>
            <source>Tools ({0})</source>
            <translation>Werkzeuge ({0})</translation>
        </message>
        <message>
            <source> (uses the network)</source>
            <translation> (nutzt das Netzwerk)</translation>
        </message>
        <message>
            <source>{0} (off: {1})</source>
            <translation>{0} (aus: {1})</translation>
        </message>
        <message>
            <source>{0} (failed to start)</source>
            <translation>{0} (Start fehlgeschlagen)</translation>
        </message>
        <message>
            <source>It failed: {0}. Tool servers… shows its last output.</source>
            <translation>Fehlgeschlagen: {0}. „Werkzeugserver …“ zeigt seine letzte Ausgabe.</translation>
        </message>
        <message>
            <source>A reply must start with a tool call</source>
            <translation>Eine Antwort muss mit einem Werkzeugaufruf beginnen</translation>
        </message>
        <message>
            <source>For small models that do not choose tools by themselves</source>
            <translation>Für kleine Modelle, die Werkzeuge nicht von selbst wählen</translation>
        </message>
        <message>
            <source>Tool servers…</source>
            <translation>Werkzeugserver …</translation>
        </message>
    </context>
    <context>
        <name>TurnRules</name>
        <message>
            <source>A reply is still being written. Wait for it, or press Stop (Esc).</source>
            <translation>Eine Antwort wird noch geschrieben. Warten Sie darauf oder drücken Sie Stopp (Esc).</translation>
        </message>
        <message>
            <source>Another model is loading. Wait until it is ready, then send again.</source>
            <translation>Ein anderes Modell wird geladen. Warten Sie, bis es bereit ist, und senden Sie dann erneut.</translation>
        </message>
        <message>
            <source>No model is still loading, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>Das Modell wird noch geladen, es gibt also noch nichts, was antworten könnte. Öffnen Sie einen Modellordner oder nutzen Sie das Demomodell und senden Sie dann erneut.</translation>
        </message>
        <message>
            <source>No model is loaded, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>Es ist kein Modell geladen, es gibt also noch nichts, was antworten könnte. Öffnen Sie einen Modellordner oder nutzen Sie das Demomodell und senden Sie dann erneut.</translation>
        </message>
        <message>
            <source>Only the last reply can be regenerated; edit a message to branch earlier.</source>
            <translation>Nur die letzte Antwort kann neu erzeugt werden; bearbeiten Sie eine Nachricht, um früher abzuzweigen.</translation>
        </message>
        <message>
            <source>Only the last reply can be continued.</source>
            <translation>Nur die letzte Antwort kann fortgesetzt werden.</translation>
        </message>
    </context>
    <context>
        <name>TurnRunner</name>
        <message>
            <source>The reply could not be started: {0}. Free some space and try again.</source>
            <translation>Die Antwort konnte nicht begonnen werden: {0}. Schaffen Sie etwas Platz und versuchen Sie es erneut.</translation>
        </message>
        <message>
            <source>The images in this chat were left out: {0} does not see images (choose a model marked "sees images" to show them).</source>
            <translation>Die Bilder in diesem Chat wurden weggelassen: {0} sieht keine Bilder (wählen Sie ein Modell mit „sieht Bilder“, um sie zu zeigen).</translation>
        </message>
        <message numerus="yes">
            <source>%n image(s) in this chat could not be read and were left out; the reply goes on without them.</source>
            <translation>
                <numerusform>%n Bild in diesem Chat konnte nicht gelesen werden und wurde weggelassen; die Antwort geht ohne es weiter.</numerusform>
                <numerusform>%n Bilder in diesem Chat konnten nicht gelesen werden und wurden weggelassen; die Antwort geht ohne sie weiter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting: the model is answering {0} (%n request(s) ahead)…</source>
            <translation>
                <numerusform>Warten: Das Modell antwortet gerade {0} (%n Anfrage davor) …</numerusform>
                <numerusform>Warten: Das Modell antwortet gerade {0} (%n Anfragen davor) …</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting for the engine (%n request(s) ahead)…</source>
            <translation>
                <numerusform>Warten auf die Engine (%n Anfrage davor) …</numerusform>
                <numerusform>Warten auf die Engine (%n Anfragen davor) …</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VariantPage</name>
        <message>
            <source>← Back</source>
            <translation>← Zurück</translation>
        </message>
        <message>
            <source>Back to the list of models</source>
            <translation>Zurück zur Liste der Modelle</translation>
        </message>
        <message>
            <source>About this model</source>
            <translation>Über dieses Modell</translation>
        </message>
        <message>
            <source>Variant list status</source>
            <translation>Status der Variantenliste</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <source>List the variants again</source>
            <translation>Die Varianten erneut auflisten</translation>
        </message>
        <message>
            <source>Show all variants, including those this computer cannot run</source>
            <translation>Alle Varianten zeigen, auch die, die dieser Computer nicht ausführen kann</translation>
        </message>
        <message>
            <source>Show all variants</source>
            <translation>Alle Varianten zeigen</translation>
        </message>
        <message>
            <source>Hidden variants</source>
            <translation>Ausgeblendete Varianten</translation>
        </message>
        <message>
            <source>Model {0}</source>
            <translation>Modell {0}</translation>
        </message>
        <message>
            <source>Listing the files of {0} on the hub…</source>
            <translation>Die Dateien von {0} auf dem Hub werden aufgelistet …</translation>
        </message>
        <message>
            <source>{0} has no model Hearth can run: no folder with a genai_config.json and no onnx/model*.onnx export. Choose another model.</source>
            <translation>{0} hat kein Modell, das Hearth ausführen kann: keinen Ordner mit einer genai_config.json und keinen onnx/model*.onnx-Export. Wählen Sie ein anderes Modell.</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(Stammordner des Repositorys)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>Gebaut für {0}, das diesem Computer fehlt.</translation>
        </message>
        <message>
            <source>Cannot run here</source>
            <translation>Läuft hier nicht</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth konnte die Speichergeschwindigkeit dieses Computers nicht messen.</translation>
        </message>
        <message>
            <source>Installed · Use</source>
            <translation>Installiert · Verwenden</translation>
        </message>
        <message>
            <source>This variant is already installed: chat with it.</source>
            <translation>Diese Variante ist bereits installiert: Chatten Sie damit.</translation>
        </message>
        <message>
            <source>Use {0}</source>
            <translation>{0} verwenden</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Herunterladen</translation>
        </message>
        <message>
            <source>This computer cannot run it: it is built for {0}.</source>
            <translation>Dieser Computer kann sie nicht ausführen: Sie ist für {0} gebaut.</translation>
        </message>
        <message>
            <source>Download {0}</source>
            <translation>{0} herunterladen</translation>
        </message>
        <message>
            <source>Downloading is off: {0}.</source>
            <translation>Herunterladen ist ausgeschaltet: {0}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more variant(s) for {0} hidden: this computer cannot run them.</source>
            <translation>
                <numerusform>%n weitere Variante für {0} ausgeblendet: Dieser Computer kann sie nicht ausführen.</numerusform>
                <numerusform>%n weitere Varianten für {0} ausgeblendet: Dieser Computer kann sie nicht ausführen.</numerusform>
            </translation>
        </message>
        <message>
            <source>None of the variants of {0} runs on this computer.</source>
            <translation>Keine der Varianten von {0} läuft auf diesem Computer.</translation>
        </message>
    </context>
    <context>
        <name>Voice</name>
        <message>
            <source>Read aloud</source>
            <translation>Vorlesen</translation>
        </message>
        <message>
            <source>Read this reply aloud with the system's voice (Esc stops it)</source>
            <translation>Diese Antwort mit der Stimme des Systems vorlesen (Esc beendet es)</translation>
        </message>
        <message>
            <source>Dictate</source>
            <translation>Diktieren</translation>
        </message>
        <message>
            <source>Voice conversation</source>
            <translation>Sprachunterhaltung</translation>
        </message>
        <message>
            <source>Microphone level</source>
            <translation>Mikrofonpegel</translation>
        </message>
        <message>
            <source>Dictation</source>
            <translation>Diktat</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>Vorlesen beenden</translation>
        </message>
        <message>
            <source>Silence the voice reading the reply (Esc)</source>
            <translation>Die Stimme, die die Antwort vorliest, verstummen lassen (Esc)</translation>
        </message>
        <message>
            <source>Read replies a&amp;loud</source>
            <translation>Antworten vor&amp;lesen</translation>
        </message>
        <message>
            <source>Read each new reply aloud while it is written</source>
            <translation>Jede neue Antwort vorlesen, während sie geschrieben wird</translation>
        </message>
        <message>
            <source>Listening… (Esc cancels)</source>
            <translation>Hört zu … (Esc bricht ab)</translation>
        </message>
        <message>
            <source>Writing down…</source>
            <translation>Schreibt mit …</translation>
        </message>
        <message>
            <source>Stop listening and write down what you said (Ctrl+Shift+D)</source>
            <translation>Zuhören beenden und aufschreiben, was Sie gesagt haben (Strg+Umschalt+D)</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear here for you to edit (Ctrl+Shift+D; Esc cancels)</source>
            <translation>Diktieren: Sprechen Sie, und die Wörter erscheinen hier zum Bearbeiten (Strg+Umschalt+D; Esc bricht ab)</translation>
        </message>
        <message>
            <source>Dictation needs Qt's multimedia module (PySide6-Addons), which this build of Hearth lacks.</source>
            <translation>Das Diktieren braucht das Multimedia-Modul von Qt (PySide6-Addons), das dieser Hearth-Version fehlt.</translation>
        </message>
        <message>
            <source>No microphone was found. Connect one, or check that the system's sound settings list an input device.</source>
            <translation>Es wurde kein Mikrofon gefunden. Schließen Sie eines an oder prüfen Sie, ob die Toneinstellungen des Systems ein Eingabegerät aufführen.</translation>
        </message>
        <message>
            <source>The microphone could not be opened: the system may be refusing Hearth access to it (macOS: System Settings → Privacy &amp; Security → Microphone; Windows: Settings → Privacy → Microphone), or another program holds it.</source>
            <translation>Das Mikrofon konnte nicht geöffnet werden: Vielleicht verweigert das System Hearth den Zugriff (macOS: Systemeinstellungen → Datenschutz &amp; Sicherheit → Mikrofon; Windows: Einstellungen → Datenschutz → Mikrofon), oder ein anderes Programm belegt es.</translation>
        </message>
        <message>
            <source>No voices were found to read aloud with. On Linux install speech-dispatcher (with espeak-ng) or flite; Windows and macOS have voices of their own.</source>
            <translation>Es wurden keine Stimmen zum Vorlesen gefunden. Installieren Sie unter Linux speech-dispatcher (mit espeak-ng) oder flite; Windows und macOS haben eigene Stimmen.</translation>
        </message>
        <message>
            <source>The voice engine '{name}' is not installed here.</source>
            <translation>Die Sprachausgabe „{name}“ ist hier nicht installiert.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>kein Grund angegeben</translation>
        </message>
        <message>
            <source>The voice could not start ({name}: {why}).</source>
            <translation>Die Stimme konnte nicht starten ({name}: {why}).</translation>
        </message>
        <message>
            <source>Reading aloud failed: {why}</source>
            <translation>Vorlesen fehlgeschlagen: {why}</translation>
        </message>
        <message>
            <source>&amp;Voice</source>
            <translation>S&amp;timme</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>Mikrofon</translation>
        </message>
        <message>
            <source>Find microphones and voices</source>
            <translation>Mikrofone und Stimmen suchen</translation>
        </message>
        <message>
            <source>Read replies aloud while they are written</source>
            <translation>Antworten vorlesen, während sie geschrieben werden</translation>
        </message>
        <message>
            <source>Send what I dictate when I stop talking</source>
            <translation>Diktiertes senden, sobald ich aufhöre zu sprechen</translation>
        </message>
        <message>
            <source>Dictation (Ctrl+Shift+D) writes your words into the message box; with the second switch on the message is sent as soon as they are written down. Speech is turned into text on this computer; the recording is kept in memory only.</source>
            <translation>Das Diktieren (Strg+Umschalt+D) schreibt Ihre Wörter in das Nachrichtenfeld; mit dem zweiten Schalter wird die Nachricht gesendet, sobald sie aufgeschrieben sind. Sprache wird auf diesem Computer in Text umgewandelt; die Aufnahme bleibt nur im Arbeitsspeicher.</translation>
        </message>
        <message>
            <source>Voice</source>
            <translation>Stimme</translation>
        </message>
        <message>
            <source>Speaking rate</source>
            <translation>Sprechgeschwindigkeit</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Lautstärke</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>Looking for microphones…</source>
            <translation>Mikrofone werden gesucht …</translation>
        </message>
        <message>
            <source>The microphones could not be listed ({error}).</source>
            <translation>Die Mikrofone konnten nicht aufgelistet werden ({error}).</translation>
        </message>
        <message>
            <source>No microphone was found: connect one, or check the system's sound settings.</source>
            <translation>Es wurde kein Mikrofon gefunden: Schließen Sie eines an oder prüfen Sie die Toneinstellungen des Systems.</translation>
        </message>
        <message>
            <source>The system's default</source>
            <translation>Standard des Systems</translation>
        </message>
        <message>
            <source>Talk</source>
            <translation>Sprechen</translation>
        </message>
        <message>
            <source>Listening — speak now (Esc leaves the conversation)</source>
            <translation>Hört zu – sprechen Sie jetzt (Esc beendet die Unterhaltung)</translation>
        </message>
        <message>
            <source>Thinking… (Esc leaves the conversation)</source>
            <translation>Denkt nach … (Esc beendet die Unterhaltung)</translation>
        </message>
        <message>
            <source>Speaking — speak to interrupt (Esc leaves the conversation)</source>
            <translation>Spricht – sprechen Sie, um zu unterbrechen (Esc beendet die Unterhaltung)</translation>
        </message>
        <message>
            <source>Leave the voice conversation (Ctrl+Shift+T or Esc)</source>
            <translation>Sprachunterhaltung beenden (Strg+Umschalt+T oder Esc)</translation>
        </message>
        <message>
            <source>Talk with the model hands-free: it listens, answers aloud and listens again; speaking interrupts it (Ctrl+Shift+T; Esc leaves)</source>
            <translation>Freihändig mit dem Modell sprechen: Es hört zu, antwortet laut und hört wieder zu; Sprechen unterbricht es (Strg+Umschalt+T; Esc beendet)</translation>
        </message>
        <message>
            <source>the voice engine '{name}' did not start within {seconds} s</source>
            <translation>die Sprachausgabe '{name}' ist nicht innerhalb von {seconds} s gestartet</translation>
        </message>
    </context>
    <context>
        <name>WindowActions</name>
        <message>
            <source>&amp;New chat</source>
            <translation>&amp;Neuer Chat</translation>
        </message>
        <message>
            <source>Start a new chat</source>
            <translation>Einen neuen Chat beginnen</translation>
        </message>
        <message>
            <source>&amp;Search conversations</source>
            <translation>Unterhaltungen &amp;durchsuchen</translation>
        </message>
        <message>
            <source>Search every conversation</source>
            <translation>Alle Unterhaltungen durchsuchen</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>Ein&amp;stellungen …</translation>
        </message>
        <message>
            <source>Preferences: theme, text size, defaults for new chats…</source>
            <translation>Einstellungen: Design, Textgröße, Standardwerte für neue Chats …</translation>
        </message>
        <message>
            <source>Se&amp;ttings for this chat</source>
            <translation>Einstellungen für diesen &amp;Chat</translation>
        </message>
        <message>
            <source>Show or hide the settings of this chat</source>
            <translation>Die Einstellungen dieses Chats ein- oder ausblenden</translation>
        </message>
        <message>
            <source>&amp;Regenerate last reply</source>
            <translation>Letzte Antwort neu &amp;generieren</translation>
        </message>
        <message>
            <source>Write the last reply again</source>
            <translation>Die letzte Antwort neu schreiben</translation>
        </message>
        <message>
            <source>Choose the &amp;model…</source>
            <translation>&amp;Modell wählen …</translation>
        </message>
        <message>
            <source>Pick, switch or eject the chat's model</source>
            <translation>Das Modell des Chats wählen, wechseln oder auswerfen</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>Zum &amp;Nachrichtenfeld</translation>
        </message>
        <message>
            <source>Put the cursor in the message box</source>
            <translation>Den Cursor in das Nachrichtenfeld setzen</translation>
        </message>
        <message>
            <source>&amp;Attach files…</source>
            <translation>Dateien &amp;anhängen …</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>Dateien an diesen Chat anhängen</translation>
        </message>
        <message>
            <source>&amp;Edit your last message</source>
            <translation>Letzte Nachricht &amp;bearbeiten</translation>
        </message>
        <message>
            <source>Edit your last message and send it again</source>
            <translation>Ihre letzte Nachricht bearbeiten und erneut senden</translation>
        </message>
        <message>
            <source>C&amp;ontinue the stopped reply</source>
            <translation>Angehaltene Antwort &amp;fortsetzen</translation>
        </message>
        <message>
            <source>Let the stopped reply go on</source>
            <translation>Die angehaltene Antwort weiterlaufen lassen</translation>
        </message>
        <message>
            <source>&amp;Copy the last reply</source>
            <translation>Letzte Antwort &amp;kopieren</translation>
        </message>
        <message>
            <source>Copy the last reply's text</source>
            <translation>Den Text der letzten Antwort kopieren</translation>
        </message>
        <message>
            <source>&amp;Dictate</source>
            <translation>&amp;Diktieren</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear in the message box (press again, or pause, to stop; Esc cancels)</source>
            <translation>Diktieren: Sprechen Sie, und die Wörter erscheinen im Nachrichtenfeld (erneut drücken oder eine Pause machen zum Beenden; Esc bricht ab)</translation>
        </message>
        <message>
            <source>&amp;Talk (voice conversation)</source>
            <translation>S&amp;prechen (Sprachunterhaltung)</translation>
        </message>
        <message>
            <source>Talk hands-free: Hearth listens, answers aloud and listens again; speaking interrupts it; Esc leaves</source>
            <translation>Freihändig sprechen: Hearth hört zu, antwortet laut und hört wieder zu; Sprechen unterbricht es; Esc beendet</translation>
        </message>
        <message>
            <source>&amp;Export conversation…</source>
            <translation>Unterhaltung &amp;exportieren …</translation>
        </message>
        <message>
            <source>Save this chat as Markdown, HTML, PDF or JSON</source>
            <translation>Diesen Chat als Markdown, HTML, PDF oder JSON speichern</translation>
        </message>
        <message>
            <source>&amp;Open model folder…</source>
            <translation>Modellordner ö&amp;ffnen …</translation>
        </message>
        <message>
            <source>Load a model from a folder</source>
            <translation>Ein Modell aus einem Ordner laden</translation>
        </message>
        <message>
            <source>&amp;Models…</source>
            <translation>&amp;Modelle …</translation>
        </message>
        <message>
            <source>Browse, download and manage models</source>
            <translation>Modelle durchsuchen, herunterladen und verwalten</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>Show this list</source>
            <translation>Diese Liste zeigen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>Quit Hearth</source>
            <translation>Hearth beenden</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>Die Nachricht senden</translation>
        </message>
        <message>
            <source>New line in the message</source>
            <translation>Neue Zeile in der Nachricht</translation>
        </message>
        <message>
            <source>Stop the reply being written; leave the voice conversation, edit mode or search</source>
            <translation>Die entstehende Antwort stoppen; Sprachunterhaltung, Bearbeitungsmodus oder Suche verlassen</translation>
        </message>
        <message>
            <source>Rename the chat chosen in the list</source>
            <translation>Den in der Liste gewählten Chat umbenennen</translation>
        </message>
        <message>
            <source>Delete the chat chosen in the list (Undo brings it back)</source>
            <translation>Den in der Liste gewählten Chat löschen („Rückgängig“ holt ihn zurück)</translation>
        </message>
        <message>
            <source>Go to the next part of the window, in screen order: New chat, the conversations, the libraries, the model, the messages' actions, the message box and its buttons, the chat's settings</source>
            <translation>Zum nächsten Teil des Fensters, in Bildschirmreihenfolge: Neuer Chat, die Unterhaltungen, die Bibliotheken, das Modell, die Aktionen der Nachrichten, das Nachrichtenfeld und seine Schaltflächen, die Einstellungen des Chats</translation>
        </message>
        <message>
            <source>Go back to the previous part of the window</source>
            <translation>Zum vorherigen Teil des Fensters zurück</translation>
        </message>
        <message>
            <source>Remember something about you in every chat (Memory → Remember…)</source>
            <translation>Sich in jedem Chat etwas über Sie merken (Gedächtnis → Merken …)</translation>
        </message>
        <message>
            <source>See, edit, turn off or delete what Hearth remembers (Memory → Memories…)</source>
            <translation>Ansehen, bearbeiten, abschalten oder löschen, was Hearth sich merkt (Gedächtnis → Erinnerungen …)</translation>
        </message>
        <message>
            <source>Make a project: chats with shared instructions, documents and model (Projects → New project…)</source>
            <translation>Ein Projekt anlegen: Chats mit gemeinsamen Anweisungen, Dokumenten und Modell (Projekte → Neues Projekt…)</translation>
        </message>
        <message>
            <source>A new chat in the project of the chat open now</source>
            <translation>Ein neuer Chat im Projekt des gerade offenen Chats</translation>
        </message>
        <message>
            <source>A new incognito chat: no memory, deleted for good when you leave it (File → New incognito chat)</source>
            <translation>Ein neuer Inkognito-Chat: kein Gedächtnis, endgültig gelöscht, sobald Sie ihn verlassen (Datei → Neuer Inkognito-Chat)</translation>
        </message>
        <message>
            <source>Compare two replies: the message to two models, or to one model with two settings (Chat → Compare two replies…)</source>
            <translation>Zwei Antworten vergleichen: die Nachricht an zwei Modelle oder an ein Modell mit zwei Einstellungen (Chat → Zwei Antworten vergleichen …)</translation>
        </message>
        <message>
            <source>Use the &amp;demo model</source>
            <translation>&amp;Demomodell verwenden</translation>
        </message>
        <message>
            <source>&amp;Import conversation…</source>
            <translation>Unterhaltung &amp;importieren …</translation>
        </message>
        <message>
            <source>&amp;Stop reply	Esc</source>
            <translation>Antwort s&amp;toppen	Esc</translation>
        </message>
        <message>
            <source>&amp;About Hearth</source>
            <translation>&amp;Über Hearth</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>&amp;Chat</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>Menüleiste</translation>
        </message>
    </context>
    <context>
        <name>WindowDialogs</name>
        <message>
            <source>The models folder can be changed only where Hearth manages models.</source>
            <translation>Der Modellordner kann nur geändert werden, wo Hearth Modelle verwaltet.</translation>
        </message>
    </context>
</TS>
