<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>(could not read {0}: {1})</source>
            <translation>(impossible de lire {0} : {1})</translation>
        </message>
        <message>
            <source>{0}: third-party notices</source>
            <translation>{0} : mentions des tiers</translation>
        </message>
        <message>
            <source>various</source>
            <translation>diverses</translation>
        </message>
        <message>
            <source>see the package</source>
            <translation>voir le paquet</translation>
        </message>
        <message>
            <source>Licence: {0}</source>
            <translation>Licence : {0}</translation>
        </message>
        <message>
            <source>see the model's page</source>
            <translation>voir la page du modèle</translation>
        </message>
        <message>
            <source>Source: {0}</source>
            <translation>Source : {0}</translation>
        </message>
        <message>
            <source>Model: {0}</source>
            <translation>Modèle : {0}</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Système</translation>
        </message>
        <message>
            <source>About {0}</source>
            <translation>À propos de {0}</translation>
        </message>
        <message>
            <source>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Version {1}&lt;br&gt;Private, local LLM chat. Nothing you type leaves this computer.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Version {1}&lt;br&gt;Discussion privée et locale avec un LLM. Rien de ce que vous tapez ne quitte cet ordinateur.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>Composant</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Copy these versions, e.g. for a bug report</source>
            <translation>Copier ces versions, par exemple pour un rapport de bogue</translation>
        </message>
        <message>
            <source>Versions</source>
            <translation>Versions</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Licences</translation>
        </message>
    </context>
    <context>
        <name>AccelDialog</name>
        <message>
            <source>Enable {0}</source>
            <translation>Activer {0}</translation>
        </message>
        <message>
            <source>Looking up the download for {0}…</source>
            <translation>Recherche du téléchargement pour {0}…</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Download progress</source>
            <translation>Progression du téléchargement</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Télécharger</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Cancel download</source>
            <translation>Annuler le téléchargement</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>{0}: everything it needs is already installed.</source>
            <translation>{0} : tout ce qu'il faut est déjà installé.</translation>
        </message>
        <message numerus="yes">
            <source>{0}: {1} download (%n package(s) from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</source>
            <translation>
                <numerusform>{0} : téléchargement de {1} (%n paquet de PyPI), installé dans le dossier propre à Hearth. Vous pouvez mettre en pause et reprendre ; rien n'est modifié tant que chaque fichier n'est pas téléchargé et vérifié.</numerusform>
                <numerusform>{0} : téléchargement de {1} (%n paquets de PyPI), installé dans le dossier propre à Hearth. Vous pouvez mettre en pause et reprendre ; rien n'est modifié tant que chaque fichier n'est pas téléchargé et vérifié.</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} sur {1}</translation>
        </message>
        <message>
            <source>Paused. The downloaded part of {0} is kept: resume now or later.</source>
            <translation>En pause. La partie téléchargée de {0} est conservée : reprenez maintenant ou plus tard.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>Cancelled; the downloaded part was deleted.</source>
            <translation>Annulé ; la partie téléchargée a été supprimée.</translation>
        </message>
        <message>
            <source>{0} is installed. The model is loaded again to use it.</source>
            <translation>{0} est installé. Le modèle est rechargé pour l'utiliser.</translation>
        </message>
        <message>
            <source>{0} could not be installed: {1}</source>
            <translation>Impossible d'installer {0} : {1}</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message numerus="yes">
            <source>%n download(s) left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</source>
            <translation>
                <numerusform>%n téléchargement était inachevé à la dernière fermeture de Hearth ; il est en pause et reprendra là où il s'est arrêté quand vous le relancerez.</numerusform>
                <numerusform>%n téléchargements étaient inachevés à la dernière fermeture de Hearth ; ils sont en pause et reprendront là où ils se sont arrêtés quand vous les relancerez.</numerusform>
            </translation>
        </message>
        <message>
            <source>Show downloads</source>
            <translation>Afficher les téléchargements</translation>
        </message>
        <message numerus="yes">
            <source>%n reply(s) still being written when Hearth last closed; what was saved is kept and marked as interrupted.</source>
            <translation>
                <numerusform>%n réponse était en cours d'écriture à la dernière fermeture de Hearth ; ce qui a été enregistré est conservé et marqué comme interrompu.</numerusform>
                <numerusform>%n réponses étaient en cours d'écriture à la dernière fermeture de Hearth ; ce qui a été enregistré est conservé et marqué comme interrompu.</numerusform>
            </translation>
        </message>
        <message>
            <source>Documents are unavailable: the documents database could not be opened ({0}).</source>
            <translation>Les documents sont indisponibles : impossible d'ouvrir la base des documents ({0}).</translation>
        </message>
        <message>
            <source>Hearth can't open your conversations</source>
            <translation>Hearth ne peut pas ouvrir vos conversations</translation>
        </message>
        <message>
            <source>{0}

Hearth will close so nothing is lost. If the file came from a newer Hearth, update this one; otherwise move the file aside and start again.</source>
            <translation>{0}

Hearth va se fermer pour que rien ne soit perdu. Si le fichier vient d'une version plus récente de Hearth, mettez celle-ci à jour ; sinon, déplacez le fichier ailleurs et relancez.</translation>
        </message>
    </context>
    <context>
        <name>AttachmentChips</name>
        <message>
            <source>Files attached to this chat</source>
            <translation>Fichiers joints à cette discussion</translation>
        </message>
        <message>
            <source>Attached:</source>
            <translation>Joints :</translation>
        </message>
        <message>
            <source>{0}
{1}
This chat's questions are answered from it. Click to take it out of the chat.</source>
            <translation>{0}
{1}
Les questions de cette discussion y trouvent leurs réponses. Cliquez pour le retirer de la discussion.</translation>
        </message>
        <message>
            <source>Remove {0} from this chat</source>
            <translation>Retirer {0} de cette discussion</translation>
        </message>
    </context>
    <context>
        <name>CatalogView</name>
        <message>
            <source>see images</source>
            <translation>voient les images</translation>
        </message>
        <message>
            <source>think before they answer</source>
            <translation>réfléchissent avant de répondre</translation>
        </message>
        <message>
            <source>Preferences → Privacy &amp; network</source>
            <translation>Préférences → Confidentialité et réseau</translation>
        </message>
        <message>
            <source>Gated: accept the licence on huggingface.co and add your access token under {0} before downloading.</source>
            <translation>Accès restreint : acceptez la licence sur huggingface.co et ajoutez votre jeton d'accès dans {0} avant de télécharger.</translation>
        </message>
        <message>
            <source>{0} columns</source>
            <translation>Colonnes de {0}</translation>
        </message>
        <message>
            <source>Recommended model</source>
            <translation>Modèle recommandé</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Télécharger</translation>
        </message>
        <message>
            <source>Download the recommended model</source>
            <translation>Télécharger le modèle recommandé</translation>
        </message>
        <message>
            <source>Curated models</source>
            <translation>Modèles sélectionnés</translation>
        </message>
        <message>
            <source>Models shown</source>
            <translation>Modèles affichés</translation>
        </message>
        <message>
            <source>Show all models</source>
            <translation>Afficher tous les modèles</translation>
        </message>
        <message>
            <source>Show every model of the catalog</source>
            <translation>Afficher tous les modèles du catalogue</translation>
        </message>
        <message>
            <source>Download for this computer</source>
            <translation>Télécharger pour cet ordinateur</translation>
        </message>
        <message>
            <source>Download the selected model for this computer</source>
            <translation>Télécharger le modèle sélectionné pour cet ordinateur</translation>
        </message>
        <message>
            <source>All variants…</source>
            <translation>Toutes les variantes…</translation>
        </message>
        <message>
            <source>Show every variant of the selected model</source>
            <translation>Afficher toutes les variantes du modèle sélectionné</translation>
        </message>
        <message>
            <source>Curated models known to run in Hearth; hover a badge for the numbers.</source>
            <translation>Des modèles sélectionnés qui fonctionnent dans Hearth ; survolez un badge pour voir les chiffres.</translation>
        </message>
        <message>
            <source>Memory speed</source>
            <translation>Vitesse de la mémoire</translation>
        </message>
        <message>
            <source>Measure again</source>
            <translation>Mesurer à nouveau</translation>
        </message>
        <message>
            <source>Measure this computer's memory speed again (best when it is quiet)</source>
            <translation>Mesurer à nouveau la vitesse de la mémoire de cet ordinateur (de préférence quand il est au repos)</translation>
        </message>
        <message>
            <source>Measuring this computer's memory speed…</source>
            <translation>Mesure de la vitesse de la mémoire de cet ordinateur…</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed: the speeds here are unknown.</source>
            <translation>Hearth n'a pas pu mesurer la vitesse de la mémoire de cet ordinateur : les vitesses ici sont inconnues.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s, measured while the computer was busy: the speeds here are likely low. Measure again when it is quiet.</source>
            <translation>Vitesse de la mémoire {0:.0f} Go/s, mesurée pendant que l'ordinateur était occupé : les vitesses ici sont sans doute sous-estimées. Mesurez à nouveau quand il est au repos.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s (measured): the speeds here are forecast from it.</source>
            <translation>Vitesse de la mémoire {0:.0f} Go/s (mesurée) : les vitesses ici en sont estimées.</translation>
        </message>
        <message>
            <source> · gated</source>
            <translation> · accès restreint</translation>
        </message>
        <message>
            <source>Not for this computer</source>
            <translation>Pas pour cet ordinateur</translation>
        </message>
        <message>
            <source>Recommended for this computer.</source>
            <translation>Recommandé pour cet ordinateur.</translation>
        </message>
        <message>
            <source>{0} tokens of context: how much of a conversation the model can read at once</source>
            <translation>{0} jetons de contexte : la part d'une conversation que le modèle peut lire d'un coup</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth n'a pas pu mesurer la vitesse de la mémoire de cet ordinateur.</translation>
        </message>
        <message>
            <source>Best variant here: {0} on {1}.
{2}</source>
            <translation>Meilleure variante ici : {0} sur {1}.
{2}</translation>
        </message>
        <message>
            <source>(root)</source>
            <translation>(racine)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>Conçu pour {0}, que cet ordinateur n'a pas.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1}, {2} download, runs on {3})&lt;br&gt;{4}</source>
            <translation>&lt;b&gt;Recommandé pour cet ordinateur : {0}&lt;/b&gt; ({1}, {2} à télécharger, fonctionne sur {3})&lt;br&gt;{4}</translation>
        </message>
        <message>
            <source>{0} Search Hugging Face, or import a model folder under Installed.</source>
            <translation>{0} Cherchez sur Hugging Face ou importez un dossier de modèle dans « Installés ».</translation>
        </message>
        <message>
            <source>Only the models that {0}: {1} of {2}.</source>
            <translation>Seulement les modèles qui {0} : {1} sur {2}.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>Indisponible : {0}.</translation>
        </message>
    </context>
    <context>
        <name>ChatController</name>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>Impossible d'enregistrer la modification : {0}.</translation>
        </message>
        <message>
            <source>That conversation no longer exists (deleted?).</source>
            <translation>Cette conversation n'existe plus (supprimée ?).</translation>
        </message>
        <message>
            <source>Stop the reply, or wait for it, to switch versions.</source>
            <translation>Arrêtez la réponse, ou attendez-la, pour changer de version.</translation>
        </message>
        <message>
            <source>Your message was not sent: {0}. It is still in the box below; free some space and send again.</source>
            <translation>Votre message n'a pas été envoyé : {0}. Il est toujours dans la zone ci-dessous ; libérez de l'espace et renvoyez-le.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited.</source>
            <translation>Seuls vos propres messages peuvent être modifiés.</translation>
        </message>
        <message>
            <source>The edit was not sent: {0}.</source>
            <translation>La modification n'a pas été envoyée : {0}.</translation>
        </message>
    </context>
    <context>
        <name>ChatPane</name>
        <message>
            <source>Chat</source>
            <translation>Discussion</translation>
        </message>
        <message>
            <source>No model loaded: choose one at the top (Ctrl+L)</source>
            <translation>Aucun modèle chargé : choisissez-en un en haut (Ctrl+L)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Type a message below and press Enter (Shift+Enter for a new line). Ctrl+N starts a new chat, F1 lists every shortcut.</source>
            <translation>Tapez un message ci-dessous et appuyez sur Entrée (Maj+Entrée pour une nouvelle ligne). Ctrl+N lance une nouvelle discussion, F1 liste tous les raccourcis.</translation>
        </message>
        <message>
            <source>You are talking to the demo model (SmolLM2 135M): a small offline model for trying Hearth, quick but often wrong. For real work choose a model at the top (Ctrl+L) or download one in Models.</source>
            <translation>Vous parlez au modèle de démonstration (SmolLM2 135M) : un petit modèle hors ligne pour essayer Hearth, rapide mais souvent dans l'erreur. Pour un vrai travail, choisissez un modèle en haut (Ctrl+L) ou téléchargez-en un dans Modèles.</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>Avis</translation>
        </message>
        <message>
            <source>Show them</source>
            <translation>Les afficher</translation>
        </message>
        <message>
            <source>Load the model again</source>
            <translation>Recharger le modèle</translation>
        </message>
        <message>
            <source>The engine stopped. Load the model again to go on.</source>
            <translation>Le moteur s'est arrêté. Rechargez le modèle pour continuer.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Chargement de {0}…</translation>
        </message>
        <message>
            <source>The device that failed</source>
            <translation>L'appareil en échec</translation>
        </message>
        <message>
            <source>{0} runs on {1} because {2}. {3} will be skipped for this model from now on (the status bar menu can try all devices again).</source>
            <translation>{0} fonctionne sur {1} car {2}. {3} sera désormais ignoré pour ce modèle (le menu de la barre d'état peut réessayer tous les appareils).</translation>
        </message>
        <message>
            <source>Loading the model…</source>
            <translation>Chargement du modèle…</translation>
        </message>
        <message>
            <source>Load a model to start chatting (File → Open model folder…)</source>
            <translation>Chargez un modèle pour commencer à discuter (Fichier → Ouvrir un dossier de modèle…)</translation>
        </message>
        <message>
            <source>Documents are unavailable, so nothing can be attached.</source>
            <translation>Les documents sont indisponibles, rien ne peut donc être joint.</translation>
        </message>
        <message>
            <source>Voice is unavailable in this build of Hearth.</source>
            <translation>La voix n'est pas disponible dans cette version de Hearth.</translation>
        </message>
        <message>
            <source>The match is in another version of this chat: its branch starts here.</source>
            <translation>Le résultat se trouve dans une autre version de cette discussion : sa branche commence ici.</translation>
        </message>
        <message>
            <source>Show that version</source>
            <translation>Afficher cette version</translation>
        </message>
        <message>
            <source>There is no stopped reply to continue.</source>
            <translation>Il n'y a pas de réponse interrompue à poursuivre.</translation>
        </message>
        <message>
            <source>Copied the last reply.</source>
            <translation>Dernière réponse copiée.</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it with Esc) before editing.</source>
            <translation>Attendez la fin de la réponse (ou arrêtez-la avec Échap) avant de modifier.</translation>
        </message>
    </context>
    <context>
        <name>ChatSettingsBox</name>
        <message>
            <source>Generation settings</source>
            <translation>Paramètres de génération</translation>
        </message>
        <message>
            <source>&lt;b&gt;Settings for this chat&lt;/b&gt;</source>
            <translation>&lt;b&gt;Paramètres de cette discussion&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Hide settings</source>
            <translation>Masquer les paramètres</translation>
        </message>
        <message>
            <source>Hide settings (Ctrl+.)</source>
            <translation>Masquer les paramètres (Ctrl+.)</translation>
        </message>
        <message>
            <source>Settings for this chat</source>
            <translation>Paramètres de cette discussion</translation>
        </message>
    </context>
    <context>
        <name>ChatTools</name>
        <message>
            <source>Tools are not offered in a chat with images yet; this reply has none.</source>
            <translation>Les outils ne sont pas encore proposés dans une discussion avec des images ; cette réponse n'en a pas.</translation>
        </message>
        <message>
            <source>Tools: {0}.</source>
            <translation>Outils : {0}.</translation>
        </message>
        <message>
            <source>Tools are off for this reply: {0}</source>
            <translation>Les outils sont désactivés pour cette réponse : {0}</translation>
        </message>
    </context>
    <context>
        <name>ChatView</name>
        <message>
            <source>Conversation</source>
            <translation>Conversation</translation>
        </message>
        <message>
            <source>Messages of the current conversation, newest at the bottom</source>
            <translation>Messages de la conversation en cours, le plus récent en bas</translation>
        </message>
        <message>
            <source>↓ Latest</source>
            <translation>↓ Le plus récent</translation>
        </message>
        <message>
            <source>Jump to latest message</source>
            <translation>Aller au dernier message</translation>
        </message>
        <message>
            <source>Scroll to the newest message and follow the reply</source>
            <translation>Défiler jusqu'au message le plus récent et suivre la réponse</translation>
        </message>
        <message>
            <source>Notification</source>
            <translation>Notification</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>Code copié</translation>
        </message>
        <message>
            <source>Message copied</source>
            <translation>Message copié</translation>
        </message>
    </context>
    <context>
        <name>Columns</name>
        <message>
            <source>Model</source>
            <translation>Modèle</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Téléchargement</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>Contexte</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licence</translation>
        </message>
        <message>
            <source>Fit here</source>
            <translation>Adéquation ici</translation>
        </message>
        <message>
            <source>Speed here</source>
            <translation>Vitesse ici</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>Taille sur le disque</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Source</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>Installé</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Repository</source>
            <translation>Dépôt</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Téléchargements</translation>
        </message>
        <message>
            <source>Likes</source>
            <translation>J'aime</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Mis à jour</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Remarques</translation>
        </message>
        <message>
            <source>Runs on</source>
            <translation>Fonctionne sur</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>Précision</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Waiting: one model writes one reply at a time, so this side starts when the other has finished…</source>
            <translation>En attente : un modèle écrit une seule réponse à la fois, ce côté commence donc quand l'autre a fini…</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it) before comparing.</source>
            <translation>Attendez la fin de la réponse (ou arrêtez-la) avant de comparer.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Chargement de {0}…</translation>
        </message>
        <message>
            <source>it needs about {0} of memory and {1} is free; choose a smaller model, or compare one model with two settings</source>
            <translation>il lui faut environ {0} de mémoire et {1} est libre ; choisissez un modèle plus petit, ou comparez un modèle avec deux jeux de paramètres</translation>
        </message>
        <message>
            <source>{0} could not be loaded beside {1}: {2}</source>
            <translation>{0} n'a pas pu être chargé à côté de {1} : {2}</translation>
        </message>
        <message>
            <source>{0} could not be loaded: {1}</source>
            <translation>{0} n'a pas pu être chargé : {1}</translation>
        </message>
        <message>
            <source>This reply could not be started.</source>
            <translation>Cette réponse n'a pas pu commencer.</translation>
        </message>
        <message>
            <source>Stopped before the model was loaded.</source>
            <translation>Arrêté avant que le modèle soit chargé.</translation>
        </message>
        <message>
            <source>Couldn't keep that reply: {0}.</source>
            <translation>Impossible de garder cette réponse : {0}.</translation>
        </message>
        <message>
            <source>Reply {0}</source>
            <translation>Réponse {0}</translation>
        </message>
        <message>
            <source>Model of reply {0}</source>
            <translation>Modèle de la réponse {0}</translation>
        </message>
        <message>
            <source>{0} (this chat's model)</source>
            <translation>{0} (le modèle de cette discussion)</translation>
        </message>
        <message>
            <source>Settings of reply {0}</source>
            <translation>Paramètres de la réponse {0}</translation>
        </message>
        <message>
            <source>This chat's settings</source>
            <translation>Les paramètres de cette discussion</translation>
        </message>
        <message>
            <source>Preset: {0}</source>
            <translation>Préréglage : {0}</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>&amp;Modèle :</translation>
        </message>
        <message>
            <source>&amp;Settings:</source>
            <translation>&amp;Paramètres :</translation>
        </message>
        <message>
            <source>Compare two replies</source>
            <translation>Comparer deux réponses</translation>
        </message>
        <message>
            <source>Send one message to two models, or to one model with two settings, with the same seed. The replies stream side by side; you keep one and the other stays a version of it.</source>
            <translation>Envoyez un message à deux modèles, ou à un modèle avec deux jeux de paramètres, avec la même graine. Les réponses s'affichent côte à côte ; vous en gardez une et l'autre reste une version de celle-ci.</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Message</translation>
        </message>
        <message>
            <source>drawn at random</source>
            <translation>tirée au hasard</translation>
        </message>
        <message>
            <source>Seed for both replies</source>
            <translation>Graine des deux réponses</translation>
        </message>
        <message>
            <source>Two different models run at the same time and need the memory of both; one model with two settings writes one reply after the other.</source>
            <translation>Deux modèles différents tournent en même temps et demandent la mémoire des deux ; un modèle avec deux jeux de paramètres écrit une réponse après l'autre.</translation>
        </message>
        <message>
            <source>&amp;Compare</source>
            <translation>&amp;Comparer</translation>
        </message>
        <message>
            <source>S&amp;eed (the same for both):</source>
            <translation>&amp;Graine (la même pour les deux) :</translation>
        </message>
        <message>
            <source>Keep reply {0}</source>
            <translation>Garder la réponse {0}</translation>
        </message>
        <message>
            <source>Keep this reply as the answer; the other stays a version you can go back to with the arrows</source>
            <translation>Garder cette réponse comme réponse ; l'autre reste une version que vous retrouvez avec les flèches</translation>
        </message>
        <message>
            <source>{0} — {1}</source>
            <translation>{0} — {1}</translation>
        </message>
        <message>
            <source>Compared replies</source>
            <translation>Réponses comparées</translation>
        </message>
        <message>
            <source>Your message</source>
            <translation>Votre message</translation>
        </message>
        <message>
            <source>Stop both</source>
            <translation>Arrêter les deux</translation>
        </message>
        <message>
            <source>Stop both replies (Esc); what they wrote is kept</source>
            <translation>Arrêter les deux réponses (Échap) ; ce qu'elles ont écrit est gardé</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Go back to the chat (Esc once both have ended); what was written is kept, reply A as the answer</source>
            <translation>Revenir à la discussion (Échap une fois les deux terminées) ; ce qui a été écrit est gardé, la réponse A comme réponse</translation>
        </message>
        <message>
            <source>Comparing two replies to your message, both with seed {0}.</source>
            <translation>Comparaison de deux réponses à votre message, toutes deux avec la graine {0}.</translation>
        </message>
        <message>
            <source>Both replies (seed {0}) have ended: keep one as the answer; the other stays a version of it.</source>
            <translation>Les deux réponses (graine {0}) sont terminées : gardez-en une comme réponse ; l'autre reste une version de celle-ci.</translation>
        </message>
        <message>
            <source>Neither reply could be written: close the comparison to go back to the chat.</source>
            <translation>Aucune des deux réponses n'a pu être écrite : fermez la comparaison pour revenir à la discussion.</translation>
        </message>
        <message>
            <source>Com&amp;pare two replies…</source>
            <translation>Compar&amp;er deux réponses…</translation>
        </message>
        <message>
            <source>Send the message to two models, or to one model with two settings, and keep the better reply</source>
            <translation>Envoyer le message à deux modèles, ou à un modèle avec deux jeux de paramètres, et garder la meilleure réponse</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Load a model to start chatting</source>
            <translation>Chargez un modèle pour commencer à discuter</translation>
        </message>
        <message>
            <source>Why Send is off</source>
            <translation>Pourquoi Envoyer est désactivé</translation>
        </message>
        <message>
            <source>Message size</source>
            <translation>Taille du message</translation>
        </message>
        <message>
            <source>Editing your message — sending it makes a new version and answers it again.</source>
            <translation>Modification de votre message — l'envoyer crée une nouvelle version et y répond à nouveau.</translation>
        </message>
        <message>
            <source>Edit mode</source>
            <translation>Mode modification</translation>
        </message>
        <message>
            <source>Cancel edit</source>
            <translation>Annuler la modification</translation>
        </message>
        <message>
            <source>Keep the message as it was (Esc)</source>
            <translation>Garder le message tel quel (Échap)</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Message</translation>
        </message>
        <message>
            <source>Enter sends, Shift+Enter starts a new line, Esc stops a reply</source>
            <translation>Entrée envoie, Maj+Entrée commence une nouvelle ligne, Échap arrête une réponse</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Envoyer</translation>
        </message>
        <message>
            <source>Send message</source>
            <translation>Envoyer le message</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>Envoyer (Entrée)</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <source>Stop generating</source>
            <translation>Arrêter la génération</translation>
        </message>
        <message>
            <source>Stop the reply (Esc); what was written is kept</source>
            <translation>Arrêter la réponse (Échap) ; ce qui a été écrit est conservé</translation>
        </message>
        <message>
            <source>Send is off — {0}</source>
            <translation>Envoyer est désactivé — {0}</translation>
        </message>
        <message>
            <source>Fix it in the settings of this chat (Ctrl+.)</source>
            <translation>Corrigez-le dans les paramètres de cette discussion (Ctrl+.)</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln jeton</numerusform>
                <numerusform>%Ln jetons</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{0} with %Ln image(s)</source>
            <translation>
                <numerusform>{0} avec %Ln image</numerusform>
                <numerusform>{0} avec %Ln images</numerusform>
            </translation>
        </message>
        <message>
            <source>≈ {0} · the chat would then use {1} of {2} ({3} % of the context)</source>
            <translation>≈ {0} · la discussion utiliserait alors {1} sur {2} ({3} % du contexte)</translation>
        </message>
        <message>
            <source>How much of the model's context this conversation would use with this message</source>
            <translation>La part du contexte du modèle que cette conversation utiliserait avec ce message</translation>
        </message>
        <message>
            <source>Send edit</source>
            <translation>Envoyer la modification</translation>
        </message>
        <message>
            <source>Writing a reply… press Esc or Stop to stop it</source>
            <translation>Rédaction d'une réponse… appuyez sur Échap ou Arrêter pour l'arrêter</translation>
        </message>
        <message>
            <source>Another chat is writing a reply (“{0}”): you can send when it ends, or open that chat to stop it</source>
            <translation>Une autre discussion rédige une réponse (« {0} ») : vous pourrez envoyer quand elle sera terminée, ou ouvrez cette discussion pour l'arrêter</translation>
        </message>
        <message>
            <source>Message the model (Enter to send, Shift+Enter for a new line)</source>
            <translation>Écrire au modèle (Entrée pour envoyer, Maj+Entrée pour une nouvelle ligne)</translation>
        </message>
        <message>
            <source>Send is off: {0}</source>
            <translation>Envoyer est désactivé : {0}</translation>
        </message>
        <message>
            <source>Send is off while another chat (“{0}”) is writing a reply</source>
            <translation>Envoyer est désactivé pendant qu'une autre discussion (« {0} ») rédige une réponse</translation>
        </message>
        <message>
            <source>Type a message first</source>
            <translation>Tapez d'abord un message</translation>
        </message>
    </context>
    <context>
        <name>ComposerFiles</name>
        <message>
            <source>Attached {0} to this chat.</source>
            <translation>{0} joint à cette discussion.</translation>
        </message>
        <message>
            <source>Paste as text instead</source>
            <translation>Coller plutôt comme texte</translation>
        </message>
        <message>
            <source>Attached {0}: this chat's questions now use it.</source>
            <translation>{0} joint : les questions de cette discussion l'utilisent désormais.</translation>
        </message>
    </context>
    <context>
        <name>ConnectToolDialog</name>
        <message>
            <source>Connect a coding tool</source>
            <translation>Connecter un outil de programmation</translation>
        </message>
        <message>
            <source>Coding tool</source>
            <translation>Outil de programmation</translation>
        </message>
        <message>
            <source>What the tool needs</source>
            <translation>Ce dont l'outil a besoin</translation>
        </message>
        <message>
            <source>Asking the server which model it serves…</source>
            <translation>Demande au serveur quel modèle il sert…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Copy this text, to paste into the tool's settings or a terminal</source>
            <translation>Copier ce texte, pour le coller dans les réglages de l'outil ou dans un terminal</translation>
        </message>
        <message>
            <source>Write its file</source>
            <translation>Écrire son fichier</translation>
        </message>
        <message>
            <source>Write the tool's configuration file in your home folder (a copy of the file before is kept beside it)</source>
            <translation>Écrire le fichier de configuration de l'outil dans votre dossier personnel (une copie de l'ancien fichier est gardée à côté)</translation>
        </message>
        <message>
            <source>Tool</source>
            <translation>Outil</translation>
        </message>
        <message>
            <source>Not written: {0}</source>
            <translation>Non écrit : {0}</translation>
        </message>
        <message>
            <source> (the file before: {0})</source>
            <translation> (l'ancien fichier : {0})</translation>
        </message>
        <message>
            <source>Wrote {0}{1}. {2}</source>
            <translation>{0}{1} écrit. {2}</translation>
        </message>
    </context>
    <context>
        <name>ConversationDelegate</name>
        <message>
            <source>Conversation title</source>
            <translation>Titre de la conversation</translation>
        </message>
        <message>
            <source>Enter to rename, Esc to cancel</source>
            <translation>Entrée pour renommer, Échap pour annuler</translation>
        </message>
    </context>
    <context>
        <name>ConversationItems</name>
        <message>
            <source>just now</source>
            <translation>à l'instant</translation>
        </message>
        <message>
            <source>{0} min ago</source>
            <translation>il y a {0} min</translation>
        </message>
        <message>
            <source>{0} h ago</source>
            <translation>il y a {0} h</translation>
        </message>
        <message>
            <source>yesterday</source>
            <translation>hier</translation>
        </message>
        <message>
            <source>{0} d ago</source>
            <translation>il y a {0} j</translation>
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
            <translation>Sans titre</translation>
        </message>
        <message>
            <source>Last activity {0}</source>
            <translation>Dernière activité {0}</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Épinglée</translation>
        </message>
        <message>
            <source>pinned, </source>
            <translation>épinglée, </translation>
        </message>
    </context>
    <context>
        <name>ConversationList</name>
        <message>
            <source>No conversations yet.
Start one with New chat.</source>
            <translation>Aucune conversation pour l'instant.
Commencez-en une avec Nouvelle discussion.</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>Nouvelle discussion</translation>
        </message>
        <message>
            <source>Start a new conversation</source>
            <translation>Commencer une nouvelle conversation</translation>
        </message>
        <message>
            <source>Conversations</source>
            <translation>Conversations</translation>
        </message>
        <message>
            <source>F2 renames, Del deletes; right-click for more</source>
            <translation>F2 renomme, Suppr supprime ; clic droit pour plus</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renommer</translation>
        </message>
        <message>
            <source>Pin</source>
            <translation>Épingler</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporter…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Sort by title</source>
            <translation>Trier par titre</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>Désépingler</translation>
        </message>
        <message>
            <source>Conversation actions</source>
            <translation>Actions sur la conversation</translation>
        </message>
    </context>
    <context>
        <name>CrashNotifier</name>
        <message>
            <source>Something went wrong</source>
            <translation>Un problème est survenu</translation>
        </message>
        <message>
            <source>The details are in Hearth's log. Copy them into a bug report if it happens again.</source>
            <translation>Les détails se trouvent dans le journal de Hearth. Copiez-les dans un rapport de bogue si cela se reproduit.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copier les détails</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Took {0} out of this chat.</source>
            <translation>{0} retiré de cette discussion.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Attach</source>
            <translation>Joindre</translation>
        </message>
        <message>
            <source>Attach files</source>
            <translation>Joindre des fichiers</translation>
        </message>
        <message>
            <source>Attach a file to this chat: its questions are answered from it, with sources (you can also drop files here or paste a path)</source>
            <translation>Joindre un fichier à cette discussion : ses questions y trouvent leurs réponses, avec les sources (vous pouvez aussi déposer des fichiers ici ou coller un chemin)</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>Joindre des fichiers à cette discussion</translation>
        </message>
    </context>
    <context>
        <name>DocumentsController</name>
        <message>
            <source>Indexing stopped: {0}</source>
            <translation>Indexation arrêtée : {0}</translation>
        </message>
    </context>
    <context>
        <name>DocumentsPanel</name>
        <message>
            <source>{0} (attached)</source>
            <translation>{0} (joint)</translation>
        </message>
        <message>
            <source>{0} — stopped at {1}/{2} files; Re-index goes on from there</source>
            <translation>{0} — arrêté à {1}/{2} fichiers ; Réindexer reprend à partir de là</translation>
        </message>
        <message>
            <source>, ~{0:.0f} s left</source>
            <translation>, ~{0:.0f} s restantes</translation>
        </message>
        <message>
            <source>indexing</source>
            <translation>indexation</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>en pause</translation>
        </message>
        <message>
            <source>waiting for the reply</source>
            <translation>en attente de la réponse</translation>
        </message>
        <message>
            <source>looking for files</source>
            <translation>recherche des fichiers</translation>
        </message>
        <message numerus="yes">
            <source>%Ln passage(s)</source>
            <translation>
                <numerusform>%Ln passage</numerusform>
                <numerusform>%Ln passages</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} — {1}: {2}/{3} files, {4}{5}</source>
            <translation>{0} — {1} : {2}/{3} fichiers, {4}{5}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln fichier</numerusform>
                <numerusform>%Ln fichiers</numerusform>
            </translation>
        </message>
        <message>
            <source>, {0} skipped</source>
            <translation>, {0} ignorés</translation>
        </message>
        <message>
            <source>No documents yet.
Add a folder for every chat, or attach a file to this one.</source>
            <translation>Aucun document pour l'instant.
Ajoutez un dossier pour toutes les discussions, ou joignez un fichier à celle-ci.</translation>
        </message>
        <message>
            <source>Documents</source>
            <translation>Documents</translation>
        </message>
        <message>
            <source>&lt;b&gt;Documents&lt;/b&gt;</source>
            <translation>&lt;b&gt;Documents&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>Bibliothèques</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Ajouter…</translation>
        </message>
        <message>
            <source>Add a folder of documents that any chat can use</source>
            <translation>Ajouter un dossier de documents utilisable par toutes les discussions</translation>
        </message>
        <message>
            <source>Add folder</source>
            <translation>Ajouter un dossier</translation>
        </message>
        <message>
            <source>Re-index</source>
            <translation>Réindexer</translation>
        </message>
        <message>
            <source>Read again what changed in this library</source>
            <translation>Relire ce qui a changé dans cette bibliothèque</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Forget this library's index (your files stay)</source>
            <translation>Oublier l'index de cette bibliothèque (vos fichiers restent)</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>Suspendre l'indexation</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Stop indexing; what is indexed so far is kept</source>
            <translation>Arrêter l'indexation ; ce qui est déjà indexé est conservé</translation>
        </message>
        <message>
            <source>Ticked: this chat's questions are answered from it.</source>
            <translation>Cochée : les questions de cette discussion y trouvent leurs réponses.</translation>
        </message>
        <message>
            <source>Links out of the folder are followed (right click to stop).</source>
            <translation>Les liens vers l'extérieur du dossier sont suivis (clic droit pour arrêter).</translation>
        </message>
        <message>
            <source>Skipped ({0}):</source>
            <translation>Ignorés ({0}) :</translation>
        </message>
        <message>
            <source>  … and {0} more (main.py docs list --skipped)</source>
            <translation>  … et {0} de plus (main.py docs list --skipped)</translation>
        </message>
        <message>
            <source>Right click the library (or press the Menu key) to follow links out of its folder.</source>
            <translation>Faites un clic droit sur la bibliothèque (ou appuyez sur la touche Menu) pour suivre les liens vers l'extérieur de son dossier.</translation>
        </message>
        <message>
            <source>Follow links out of this folder</source>
            <translation>Suivre les liens vers l'extérieur de ce dossier</translation>
        </message>
        <message>
            <source>Index the files that symbolic links in this folder point to elsewhere on the computer</source>
            <translation>Indexer les fichiers vers lesquels pointent, ailleurs sur l'ordinateur, les liens symboliques de ce dossier</translation>
        </message>
        <message>
            <source>Add a folder of documents</source>
            <translation>Ajouter un dossier de documents</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
    </context>
    <context>
        <name>DownloadsPanel</name>
        <message>
            <source>No downloads yet. Choose a model in Get models; downloads continue while you chat, and a paused one resumes where it stopped.</source>
            <translation>Aucun téléchargement pour l'instant. Choisissez un modèle dans Obtenir des modèles ; les téléchargements continuent pendant que vous discutez, et un téléchargement en pause reprend là où il s'est arrêté.</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>Téléchargements</translation>
        </message>
        <message>
            <source>Clear finished</source>
            <translation>Effacer les terminés</translation>
        </message>
        <message>
            <source>Clear finished downloads from the list</source>
            <translation>Retirer de la liste les téléchargements terminés</translation>
        </message>
    </context>
    <context>
        <name>EmbedderBuild</name>
        <message>
            <source>Documents search setup</source>
            <translation>Préparation de la recherche dans les documents</translation>
        </message>
        <message>
            <source>Documents search setup step</source>
            <translation>Étape de la préparation de la recherche dans les documents</translation>
        </message>
        <message>
            <source>Preparing document search (once): {0}</source>
            <translation>Préparation de la recherche dans les documents (une seule fois) : {0}</translation>
        </message>
        <message>
            <source>Documents search setup progress</source>
            <translation>Progression de la préparation de la recherche dans les documents</translation>
        </message>
        <message>
            <source>Cancel setup</source>
            <translation>Annuler la préparation</translation>
        </message>
        <message>
            <source>Cancel the documents search setup</source>
            <translation>Annuler la préparation de la recherche dans les documents</translation>
        </message>
        <message>
            <source>Preparing document search (once, about a minute): your files are already searched by their words meanwhile.</source>
            <translation>Préparation de la recherche dans les documents (une seule fois, environ une minute) : en attendant, vos fichiers sont déjà cherchés par leurs mots.</translation>
        </message>
    </context>
    <context>
        <name>EmptyHint</name>
        <message>
            <source>Empty chat hint</source>
            <translation>Conseil pour une discussion vide</translation>
        </message>
    </context>
    <context>
        <name>ExportImport</name>
        <message>
            <source>Export conversation</source>
            <translation>Exporter la conversation</translation>
        </message>
        <message>
            <source>Import conversation</source>
            <translation>Importer une conversation</translation>
        </message>
        <message>
            <source>{0};;All files (*)</source>
            <translation>{0};;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <source>Include the model's thinking above its replies? It is folded in Markdown and HTML, and printed quieter in PDF. (The JSON export always keeps it.)</source>
            <translation>Inclure la réflexion du modèle au-dessus de ses réponses ? Elle est repliée en Markdown et HTML, et imprimée plus discrètement en PDF. (L'export JSON la conserve toujours.)</translation>
        </message>
        <message>
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>Page web (*.html)</translation>
        </message>
        <message>
            <source>Hearth conversation, every version (*.json)</source>
            <translation>Conversation Hearth, toutes les versions (*.json)</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>Conversation</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Échec de l'export</translation>
        </message>
        <message>
            <source>This conversation can no longer be exported: {0}.</source>
            <translation>Cette conversation ne peut plus être exportée : {0}.</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.

Choose another folder, or check that there is free space and that you may write there.</source>
            <translation>Hearth n'a pas pu écrire {0} : {1}.

Choisissez un autre dossier, ou vérifiez qu'il reste de la place et que vous pouvez y écrire.</translation>
        </message>
        <message>
            <source>The conversation could not be exported: {0}.</source>
            <translation>Impossible d'exporter la conversation : {0}.</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>Échec de l'import</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth conversation export.</source>
            <translation>{0} dépasse 200 Mo ; ce n'est pas un export de conversation Hearth.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth n'a pas pu lire {0} : {1}.</translation>
        </message>
        <message>
            <source>{0} is not a text file. Choose a .json file exported by Hearth.</source>
            <translation>{0} n'est pas un fichier texte. Choisissez un fichier .json exporté par Hearth.</translation>
        </message>
        <message>
            <source>{0} is not valid JSON (line {1}, column {2}: {3}). Choose a .json file exported by Hearth.</source>
            <translation>{0} n'est pas un JSON valide (ligne {1}, colonne {2} : {3}). Choisissez un fichier .json exporté par Hearth.</translation>
        </message>
        <message>
            <source>{0} is nested too deeply to be a Hearth conversation export.</source>
            <translation>{0} est trop profondément imbriqué pour être un export de conversation Hearth.</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>Impossible d'importer {0} : {1}.</translation>
        </message>
        <message>
            <source>The conversation could not be saved: {0}.</source>
            <translation>Impossible d'enregistrer la conversation : {0}.</translation>
        </message>
    </context>
    <context>
        <name>FirstRun</name>
        <message>
            <source>Open a model folder</source>
            <translation>Ouvrir un dossier de modèle</translation>
        </message>
    </context>
    <context>
        <name>FirstRunScreen</name>
        <message>
            <source>Models chosen to run well on a computer like this one, or any ONNX chat model on Hugging Face. Downloads go on while you chat.</source>
            <translation>Des modèles choisis pour bien fonctionner sur un ordinateur comme celui-ci, ou tout modèle de discussion ONNX sur Hugging Face. Les téléchargements continuent pendant que vous discutez.</translation>
        </message>
        <message>
            <source>about {0}</source>
            <translation>environ {0}</translation>
        </message>
        <message>
            <source> It should write {0}.</source>
            <translation> Il devrait écrire {0}.</translation>
        </message>
        <message>
            <source>It needs about {0} of the {1} of {2} here.{3}</source>
            <translation>Il lui faut environ {0} sur les {1} de {2} ici.{3}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1} download, runs on {2}). {3}</source>
            <translation>&lt;b&gt;Recommandé pour cet ordinateur : {0}&lt;/b&gt; ({1} à télécharger, fonctionne sur {2}). {3}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bienvenue</translation>
        </message>
        <message>
            <source>Welcome to Hearth</source>
            <translation>Bienvenue dans Hearth</translation>
        </message>
        <message>
            <source>Chat with language models that run on this computer. Nothing you type leaves it.
To begin, choose a model:</source>
            <translation>Discutez avec des modèles de langage qui fonctionnent sur cet ordinateur. Rien de ce que vous tapez ne le quitte.
Pour commencer, choisissez un modèle :</translation>
        </message>
        <message>
            <source>Use the demo model</source>
            <translation>Utiliser le modèle de démonstration</translation>
        </message>
        <message>
            <source>Open a model folder…</source>
            <translation>Ouvrir un dossier de modèle…</translation>
        </message>
        <message>
            <source>Open a model folder</source>
            <translation>Ouvrir un dossier de modèle</translation>
        </message>
        <message>
            <source>A folder with an ONNX Runtime GenAI model (genai_config.json next to the model files).</source>
            <translation>Un dossier contenant un modèle ONNX Runtime GenAI (genai_config.json à côté des fichiers du modèle).</translation>
        </message>
        <message>
            <source>Browse and download models…</source>
            <translation>Parcourir et télécharger des modèles…</translation>
        </message>
        <message>
            <source>Browse and download models</source>
            <translation>Parcourir et télécharger des modèles</translation>
        </message>
        <message>
            <source>Open the Models window (Ctrl+M)</source>
            <translation>Ouvrir la fenêtre Modèles (Ctrl+M)</translation>
        </message>
        <message>
            <source>Suggested model</source>
            <translation>Modèle suggéré</translation>
        </message>
        <message>
            <source>Demo model build progress</source>
            <translation>Progression de la création du modèle de démonstration</translation>
        </message>
        <message>
            <source>Demo model build step</source>
            <translation>Étape de la création du modèle de démonstration</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Cancel the demo model build</source>
            <translation>Annuler la création du modèle de démonstration</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problème</translation>
        </message>
        <message>
            <source>SmolLM2 135M Instruct: tiny and quick, good for trying Hearth out.</source>
            <translation>SmolLM2 135M Instruct : minuscule et rapide, idéal pour essayer Hearth.</translation>
        </message>
        <message>
            <source>It is ready on this computer.</source>
            <translation>Il est prêt sur cet ordinateur.</translation>
        </message>
        <message>
            <source>Built once on this computer the first time: a minute or two, longer while the computer is busy.</source>
            <translation>Créé une seule fois sur cet ordinateur la première fois : une minute ou deux, plus si l'ordinateur est occupé.</translation>
        </message>
        <message>
            <source>Starting the demo model build…</source>
            <translation>Lancement de la création du modèle de démonstration…</translation>
        </message>
        <message>
            <source>{0} ({1} so far)</source>
            <translation>{0} ({1} jusqu'ici)</translation>
        </message>
        <message>
            <source>The demo model build could not start (the Python interpreter was not found). Run  python main.py demo-model  in a terminal, then choose the demo model again.</source>
            <translation>La création du modèle de démonstration n'a pas pu démarrer (l'interpréteur Python est introuvable). Lancez  python main.py demo-model  dans un terminal, puis choisissez à nouveau le modèle de démonstration.</translation>
        </message>
        <message>
            <source>The demo model could not be built:
{0}

Check the message above, then try again, or open a model folder you already have.</source>
            <translation>Impossible de créer le modèle de démonstration :
{0}

Vérifiez le message ci-dessus puis réessayez, ou ouvrez un dossier de modèle que vous avez déjà.</translation>
        </message>
    </context>
    <context>
        <name>FitBadge</name>
        <message>
            <source>Fits</source>
            <translation>Tient</translation>
        </message>
        <message>
            <source>Tight fit</source>
            <translation>Juste</translation>
        </message>
        <message>
            <source>Won't fit</source>
            <translation>Ne tient pas</translation>
        </message>
        <message>
            <source>Fit unknown</source>
            <translation>Adéquation inconnue</translation>
        </message>
        <message>
            <source>Fit: {0}</source>
            <translation>Adéquation : {0}</translation>
        </message>
    </context>
    <context>
        <name>Grounding</name>
        <message numerus="yes">
            <source>%n passage(s) from your documents left out to fit the context.</source>
            <translation>
                <numerusform>%n passage de vos documents laissé de côté pour tenir dans le contexte.</numerusform>
                <numerusform>%n passages de vos documents laissés de côté pour tenir dans le contexte.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImageDialog</name>
        <message>
            <source>Image</source>
            <translation>Image</translation>
        </message>
        <message>
            <source>This image could not be read.</source>
            <translation>Impossible de lire cette image.</translation>
        </message>
    </context>
    <context>
        <name>ImageDraft</name>
        <message>
            <source>Images to send</source>
            <translation>Images à envoyer</translation>
        </message>
        <message numerus="yes">
            <source>A message can show the model at most %n image(s).</source>
            <translation>
                <numerusform>Un message peut montrer au plus %n image au modèle.</numerusform>
                <numerusform>Un message peut montrer au plus %n images au modèle.</numerusform>
            </translation>
        </message>
        <message>
            <source>The image could not be read ({error}).</source>
            <translation>Impossible de lire l'image ({error}).</translation>
        </message>
        <message>
            <source>{0} could not be read: {1}.</source>
            <translation>Impossible de lire {0} : {1}.</translation>
        </message>
        <message>
            <source>pasted image</source>
            <translation>image collée</translation>
        </message>
        <message>
            <source>{0}: click to leave it out</source>
            <translation>{0} : cliquez pour l'écarter</translation>
        </message>
        <message>
            <source>Remove {0}</source>
            <translation>Retirer {0}</translation>
        </message>
        <message>
            <source>{0} of {1} images · {2} · sent with your next message</source>
            <translation>{0} sur {1} images · {2} · envoyées avec votre prochain message</translation>
        </message>
    </context>
    <context>
        <name>ImageHtml</name>
        <message>
            <source>image</source>
            <translation>image</translation>
        </message>
        <message>
            <source>{0}: open the full image</source>
            <translation>{0} : ouvrir l'image entière</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
            <translation>Images (*.png *.jpg *.jpeg *.webp *.gif)</translation>
        </message>
        <message>
            <source> (in the catalog: {0})</source>
            <translation> (dans le catalogue : {0})</translation>
        </message>
        <message>
            <source>Image</source>
            <translation>Image</translation>
        </message>
        <message>
            <source>Attach an image</source>
            <translation>Joindre une image</translation>
        </message>
        <message>
            <source>Show the model an image: PNG, JPEG, WebP or GIF, up to {0} a message (you can also paste or drop one here)</source>
            <translation>Montrer une image au modèle : PNG, JPEG, WebP ou GIF, jusqu'à {0} par message (vous pouvez aussi en coller ou en déposer une ici)</translation>
        </message>
        <message>
            <source>{0} Click to see the models that do.</source>
            <translation>{0} Cliquez pour voir les modèles qui le font.</translation>
        </message>
        <message>
            <source>The model is still loading: images need a model that sees them.</source>
            <translation>Le modèle est encore en chargement : les images demandent un modèle qui les voit.</translation>
        </message>
        <message>
            <source>No model is loaded: images need a model that sees them.</source>
            <translation>Aucun modèle n'est chargé : les images demandent un modèle qui les voit.</translation>
        </message>
        <message>
            <source>{0} does not see images: choose one marked "sees images"{1}.</source>
            <translation>{0} ne voit pas les images : choisissez-en un marqué « voit les images »{1}.</translation>
        </message>
        <message>
            <source>Show models</source>
            <translation>Afficher les modèles</translation>
        </message>
        <message>
            <source>Show the model an image</source>
            <translation>Montrer une image au modèle</translation>
        </message>
    </context>
    <context>
        <name>Incognito</name>
        <message>
            <source>New in&amp;cognito chat</source>
            <translation>Nouvelle discussion in&amp;cognito</translation>
        </message>
        <message>
            <source>A chat that uses no memory and is deleted when you leave it</source>
            <translation>Une discussion qui n’utilise pas la mémoire et qui est supprimée quand vous la quittez</translation>
        </message>
        <message>
            <source>Incognito chat: it uses no memory and is deleted for good when you leave it or quit Hearth.</source>
            <translation>Discussion incognito : elle n’utilise pas la mémoire et sera supprimée définitivement quand vous la quitterez ou fermerez Hearth.</translation>
        </message>
        <message>
            <source>Incognito — {0}</source>
            <translation>Incognito — {0}</translation>
        </message>
    </context>
    <context>
        <name>InstalledHooks</name>
        <message>
            <source>The models folder can't be changed here.</source>
            <translation>Le dossier des modèles ne peut pas être changé ici.</translation>
        </message>
    </context>
    <context>
        <name>InstalledModels</name>
        <message>
            <source>Import a model folder</source>
            <translation>Importer un dossier de modèle</translation>
        </message>
        <message>
            <source>Import a model</source>
            <translation>Importer un modèle</translation>
        </message>
        <message>
            <source>Copy {0} into Hearth's models folder, or use it where it is?</source>
            <translation>Copier {0} dans le dossier des modèles de Hearth, ou l'utiliser là où il est ?</translation>
        </message>
        <message>
            <source>A copy is independent of the original. Using it in place saves the disk space, but the model stops working if the folder is moved or deleted.</source>
            <translation>Une copie est indépendante de l'original. L'utiliser sur place économise l'espace disque, mais le modèle cesse de fonctionner si le dossier est déplacé ou supprimé.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Use in place</source>
            <translation>Utiliser sur place</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>Choisir le dossier des modèles</translation>
        </message>
    </context>
    <context>
        <name>InstalledModelsPanel</name>
        <message>
            <source>linked: {0}</source>
            <translation>lié : {0}</translation>
        </message>
        <message>
            <source>imported</source>
            <translation>importé</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>Dossier des modèles</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>Changer…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>Changer le dossier des modèles</translation>
        </message>
        <message>
            <source>Installed models</source>
            <translation>Modèles installés</translation>
        </message>
        <message>
            <source>No models installed yet. Download one under Get models, or import a folder that holds an ONNX Runtime GenAI model.</source>
            <translation>Aucun modèle installé pour l'instant. Téléchargez-en un dans Obtenir des modèles, ou importez un dossier contenant un modèle ONNX Runtime GenAI.</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Utiliser</translation>
        </message>
        <message>
            <source>Chat with the selected model</source>
            <translation>Discuter avec le modèle sélectionné</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
        </message>
        <message>
            <source>Delete the selected model</source>
            <translation>Supprimer le modèle sélectionné</translation>
        </message>
        <message>
            <source>Show in file manager</source>
            <translation>Afficher dans le gestionnaire de fichiers</translation>
        </message>
        <message>
            <source>Show the selected model's folder in the file manager</source>
            <translation>Afficher le dossier du modèle sélectionné dans le gestionnaire de fichiers</translation>
        </message>
        <message>
            <source>Import folder…</source>
            <translation>Importer un dossier…</translation>
        </message>
        <message>
            <source>Import a model folder from disk</source>
            <translation>Importer un dossier de modèle depuis le disque</translation>
        </message>
        <message>
            <source>Installed models status</source>
            <translation>État des modèles installés</translation>
        </message>
        <message>
            <source>Models folder: {0}</source>
            <translation>Dossier des modèles : {0}</translation>
        </message>
        <message>
            <source>the demo model (built in)</source>
            <translation>le modèle de démonstration (intégré)</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>En cours d'utilisation</translation>
        </message>
        <message>
            <source>in place</source>
            <translation>sur place</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(racine du dépôt)</translation>
        </message>
        <message>
            <source>Remove {0} from Hearth? Its files in {1} are kept; no space is freed.</source>
            <translation>Retirer {0} de Hearth ? Ses fichiers dans {1} sont conservés ; aucun espace n'est libéré.</translation>
        </message>
        <message>
            <source>Delete {0}? This frees {1} of disk space; downloading it again takes as long as the first time.</source>
            <translation>Supprimer {0} ? Cela libère {1} d'espace disque ; le retélécharger prendra autant de temps que la première fois.</translation>
        </message>
        <message>
            <source>{0} is loaded and answering in the chat now. Hearth unloads it first.</source>
            <translation>{0} est chargé et répond dans la discussion en ce moment. Hearth le décharge d'abord.</translation>
        </message>
        <message>
            <source>Delete model</source>
            <translation>Supprimer le modèle</translation>
        </message>
        <message>
            <source>Cannot delete the model</source>
            <translation>Impossible de supprimer le modèle</translation>
        </message>
        <message>
            <source>{0} could not be deleted ({1}). It may be in use: load another model, then try again.</source>
            <translation>Impossible de supprimer {0} ({1}). Il est peut-être utilisé : chargez un autre modèle, puis réessayez.</translation>
        </message>
        <message>
            <source>Deleted {0}; freed {1}.</source>
            <translation>{0} supprimé ; {1} libérés.</translation>
        </message>
        <message>
            <source>Removed {0} from Hearth; its files were kept.</source>
            <translation>{0} retiré de Hearth ; ses fichiers sont conservés.</translation>
        </message>
        <message>
            <source>No file manager could open {0}.</source>
            <translation>Aucun gestionnaire de fichiers n'a pu ouvrir {0}.</translation>
        </message>
        <message>
            <source>Checking {0} and test-loading it (this can take a minute for a big model)…</source>
            <translation>Vérification de {0} et chargement d'essai (cela peut prendre une minute pour un gros modèle)…</translation>
        </message>
        <message>
            <source>Linked {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>{0} lié ; il s'est chargé et a généré un jeton. Sélectionnez-le et appuyez sur Utiliser pour discuter.</translation>
        </message>
        <message>
            <source>Imported {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>{0} importé ; il s'est chargé et a généré un jeton. Sélectionnez-le et appuyez sur Utiliser pour discuter.</translation>
        </message>
        <message>
            <source>Cannot change the models folder</source>
            <translation>Impossible de changer le dossier des modèles</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are; import them from there to use them again.</source>
            <translation>Les modèles de l'ancien dossier restent où ils sont ; importez-les depuis cet endroit pour les réutiliser.</translation>
        </message>
    </context>
    <context>
        <name>JobRow</name>
        <message>
            <source>State of {0}</source>
            <translation>État de {0}</translation>
        </message>
        <message>
            <source>Download progress of {0}</source>
            <translation>Progression du téléchargement de {0}</translation>
        </message>
        <message>
            <source>File being downloaded for {0}</source>
            <translation>Fichier en cours de téléchargement pour {0}</translation>
        </message>
        <message>
            <source>Progress of the current file of {0}</source>
            <translation>Progression du fichier en cours de {0}</translation>
        </message>
        <message>
            <source>Speed and time left for {0}</source>
            <translation>Vitesse et temps restant pour {0}</translation>
        </message>
        <message>
            <source>Problem with {0}</source>
            <translation>Problème avec {0}</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Pause the download of {0}</source>
            <translation>Mettre en pause le téléchargement de {0}</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>Resume the download of {0}</source>
            <translation>Reprendre le téléchargement de {0}</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Réessayer</translation>
        </message>
        <message>
            <source>Retry the download of {0}</source>
            <translation>Réessayer le téléchargement de {0}</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files</source>
            <translation>Annuler le téléchargement de {0} et supprimer ses fichiers partiels</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Utiliser</translation>
        </message>
        <message>
            <source>Chat with {0}</source>
            <translation>Discuter avec {0}</translation>
        </message>
        <message>
            <source>Starting…</source>
            <translation>Démarrage…</translation>
        </message>
        <message>
            <source>{0} of {1} ({2:.0f} %)</source>
            <translation>{0} sur {1} ({2:.0f} %)</translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} sur {1}</translation>
        </message>
        <message>
            <source>{0} (file {1} of {2})</source>
            <translation>{0} (fichier {1} sur {2})</translation>
        </message>
        <message>
            <source>{0}/s</source>
            <translation>{0}/s</translation>
        </message>
        <message>
            <source>Measuring speed…</source>
            <translation>Mesure de la vitesse…</translation>
        </message>
        <message>
            <source>{0} left</source>
            <translation>{0} restantes</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Pas commencé</translation>
        </message>
        <message>
            <source>{0} installed as {1}</source>
            <translation>{0} installés sous le nom {1}</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Annulé</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>En attente</translation>
        </message>
        <message>
            <source>Downloading</source>
            <translation>Téléchargement</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>En pause</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>Installé</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Échec</translation>
        </message>
        <message>
            <source>(whole repository)</source>
            <translation>(dépôt entier)</translation>
        </message>
        <message>
            <source> ({0} so far)</source>
            <translation> ({0} jusqu'ici)</translation>
        </message>
        <message>
            <source>; Pause keeps them</source>
            <translation> ; Pause les conserve</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files{1}? Retry then starts from the beginning{2}.</source>
            <translation>Annuler le téléchargement de {0} et supprimer ses fichiers partiels{1} ? Réessayer repartira alors du début{2}.</translation>
        </message>
        <message>
            <source>Cancel download?</source>
            <translation>Annuler le téléchargement ?</translation>
        </message>
        <message>
            <source>Delete download</source>
            <translation>Supprimer le téléchargement</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Conserver</translation>
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
            <translation>Zone principale</translation>
        </message>
        <message>
            <source>Window panes</source>
            <translation>Volets de la fenêtre</translation>
        </message>
        <message>
            <source>No model loaded (ejected)</source>
            <translation>Aucun modèle chargé (éjecté)</translation>
        </message>
        <message>
            <source>“{0}” was deleted for good.</source>
            <translation>« {0} » a été supprimée définitivement.</translation>
        </message>
        <message>
            <source>“{0}” was deleted.</source>
            <translation>« {0} » a été supprimée.</translation>
        </message>
        <message>
            <source>There is nothing to export yet: open a conversation first.</source>
            <translation>Il n'y a encore rien à exporter : ouvrez d'abord une conversation.</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>Exporté vers {0}</translation>
        </message>
        <message>
            <source>Imported “{0}”.</source>
            <translation>« {0} » importée.</translation>
        </message>
        <message>
            <source>Engine stopped</source>
            <translation>Moteur arrêté</translation>
        </message>
        <message>
            <source>The model could not be loaded. {0}</source>
            <translation>Impossible de charger le modèle. {0}</translation>
        </message>
        <message>
            <source>{0} {1} is still loaded.</source>
            <translation>{0} {1} reste chargé.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Aucun modèle chargé</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>Choisir un modèle…</translation>
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
            <translation>texte</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>Copier le code</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Image: {0}</source>
            <translation>Image : {0}</translation>
        </message>
        <message>
            <source>(no description)</source>
            <translation>(sans description)</translation>
        </message>
    </context>
    <context>
        <name>Memory</name>
        <message numerus="yes">
            <source>Used %n memory(s)</source>
            <translation>
                <numerusform>%n souvenir utilisé</numerusform>
                <numerusform>%n souvenirs utilisés</numerusform>
            </translation>
        </message>
        <message>
            <source>Hide the memories this reply was given</source>
            <translation>Masquer les souvenirs donnés à cette réponse</translation>
        </message>
        <message>
            <source>Show the memories this reply was given (Memory → Memories… edits them)</source>
            <translation>Afficher les souvenirs donnés à cette réponse (Mémoire → Souvenirs… pour les modifier)</translation>
        </message>
        <message>
            <source>Me&amp;mory</source>
            <translation>&amp;Mémoire</translation>
        </message>
        <message>
            <source>&amp;Remember…</source>
            <translation>&amp;Retenir…</translation>
        </message>
        <message>
            <source>Write down something every chat should know about you</source>
            <translation>Noter quelque chose que chaque discussion doit savoir de vous</translation>
        </message>
        <message>
            <source>&amp;Memories…</source>
            <translation>&amp;Souvenirs…</translation>
        </message>
        <message>
            <source>Use memory in &amp;this chat</source>
            <translation>Utiliser la mémoire dans &amp;cette discussion</translation>
        </message>
        <message>
            <source>Use memory in &amp;every chat</source>
            <translation>Utiliser la mémoire dans &amp;toutes les discussions</translation>
        </message>
    </context>
    <context>
        <name>MemoryPanel</name>
        <message>
            <source>Memories</source>
            <translation>Souvenirs</translation>
        </message>
        <message>
            <source>Facts Hearth gives the model when they matter to what you ask, in every chat with memory on. They stay on this computer. Untick one to keep it without using it.</source>
            <translation>Des faits que Hearth donne au modèle quand ils comptent pour votre question, dans chaque discussion où la mémoire est activée. Ils restent sur cet ordinateur. Décochez-en un pour le garder sans l'utiliser.</translation>
        </message>
        <message>
            <source>Something to remember, e.g. I write Python on Linux</source>
            <translation>Quelque chose à retenir, p. ex. J'écris du Python sous Linux</translation>
        </message>
        <message>
            <source>New memory</source>
            <translation>Nouveau souvenir</translation>
        </message>
        <message>
            <source>&amp;Remember</source>
            <translation>&amp;Retenir</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Modifier</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Supprimer</translation>
        </message>
        <message>
            <source>&amp;Forget everything…</source>
            <translation>&amp;Tout oublier…</translation>
        </message>
        <message>
            <source>E&amp;xport…</source>
            <translation>E&amp;xporter…</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importer…</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s).</source>
            <translation>
                <numerusform>%n souvenir.</numerusform>
                <numerusform>%n souvenirs.</numerusform>
            </translation>
        </message>
        <message>
            <source>No memories yet.</source>
            <translation>Aucun souvenir pour l'instant.</translation>
        </message>
        <message>
            <source>Proposed by the model; you allowed it</source>
            <translation>Proposé par le modèle ; vous l'avez autorisé</translation>
        </message>
        <message>
            <source>Only for the chats of the project {0}</source>
            <translation>Seulement pour les discussions du projet {0}</translation>
        </message>
        <message>
            <source>Memory not changed</source>
            <translation>Souvenir non modifié</translation>
        </message>
        <message>
            <source>Forget everything?</source>
            <translation>Tout oublier ?</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n memory(s) for good? Replies already written keep their text.</source>
            <translation>
                <numerusform>Supprimer définitivement le %n souvenir ? Les réponses déjà écrites gardent leur texte.</numerusform>
                <numerusform>Supprimer définitivement les %n souvenirs ? Les réponses déjà écrites gardent leur texte.</numerusform>
            </translation>
        </message>
        <message>
            <source>Forget everything</source>
            <translation>Tout oublier</translation>
        </message>
        <message>
            <source>Export memories</source>
            <translation>Exporter les souvenirs</translation>
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <source>Memories not exported</source>
            <translation>Souvenirs non exportés</translation>
        </message>
        <message>
            <source>Import memories</source>
            <translation>Importer des souvenirs</translation>
        </message>
        <message>
            <source>Memories not imported</source>
            <translation>Souvenirs non importés</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s) added.</source>
            <translation>
                <numerusform>%n souvenir ajouté.</numerusform>
                <numerusform>%n souvenirs ajoutés.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MessageHtml</name>
        <message>
            <source>Interrupted: the app closed before this reply was finished.</source>
            <translation>Interrompue : l'application s'est fermée avant la fin de cette réponse.</translation>
        </message>
        <message>
            <source>Stopped before the end.</source>
            <translation>Arrêtée avant la fin.</translation>
        </message>
        <message>
            <source>This reply failed.</source>
            <translation>Cette réponse a échoué.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistant</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt système</translation>
        </message>
        <message>
            <source>Attached: {0}</source>
            <translation>Joint : {0}</translation>
        </message>
        <message numerus="yes">
            <source> · %Ln passage(s) left out to fit the context</source>
            <translation>
                <numerusform> · %Ln passage omis pour tenir dans le contexte</numerusform>
                <numerusform> · %Ln passages omis pour tenir dans le contexte</numerusform>
            </translation>
        </message>
        <message>
            <source>Sources: {0}</source>
            <translation>Sources : {0}</translation>
        </message>
        <message>
            <source>Tool call &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</source>
            <translation>Appel d'outil &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>%Ln ligne</numerusform>
                <numerusform>%Ln lignes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln character(s)</source>
            <translation>
                <numerusform>%Ln caractère</numerusform>
                <numerusform>%Ln caractères</numerusform>
            </translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>Tout afficher</translation>
        </message>
        <message>
            <source>Show the whole message</source>
            <translation>Afficher le message entier</translation>
        </message>
        <message>
            <source>Show less</source>
            <translation>Afficher moins</translation>
        </message>
        <message>
            <source>Fold the message again</source>
            <translation>Replier le message</translation>
        </message>
        <message>
            <source>Folded: {0}</source>
            <translation>Replié : {0}</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Copy this message</source>
            <translation>Copier ce message</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>Modifier</translation>
        </message>
        <message>
            <source>Edit this message and send it again</source>
            <translation>Modifier ce message et l'envoyer à nouveau</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>Régénérer</translation>
        </message>
        <message>
            <source>Write this reply again</source>
            <translation>Réécrire cette réponse</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Poursuivre</translation>
        </message>
        <message>
            <source>Go on from where the reply stopped</source>
            <translation>Reprendre là où la réponse s'est arrêtée</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>Version précédente</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>Version suivante</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>Masquer les détails</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Détails</translation>
        </message>
        <message>
            <source>How this reply was made: device, sampling, prompt and speed</source>
            <translation>Comment cette réponse a été produite : appareil, échantillonnage, prompt et vitesse</translation>
        </message>
        <message>
            <source>writing…</source>
            <translation>rédaction…</translation>
        </message>
        <message>
            <source>This reply failed: {0}</source>
            <translation>Cette réponse a échoué : {0}</translation>
        </message>
    </context>
    <context>
        <name>ModelBuild</name>
        <message>
            <source>Working</source>
            <translation>En cours</translation>
        </message>
    </context>
    <context>
        <name>ModelChoice</name>
        <message>
            <source>fits in memory</source>
            <translation>tient en mémoire</translation>
        </message>
        <message>
            <source>tight fit: close other apps</source>
            <translation>juste : fermez d'autres applications</translation>
        </message>
        <message>
            <source>probably too big here</source>
            <translation>sans doute trop gros ici</translation>
        </message>
        <message>
            <source>Demo model (SmolLM2 135M, offline)</source>
            <translation>Modèle de démonstration (SmolLM2 135M, hors ligne)</translation>
        </message>
        <message>
            <source>runs on {0} — {1}</source>
            <translation>fonctionne sur {0} — {1}</translation>
        </message>
        <message>
            <source>this computer ({0})</source>
            <translation>cet ordinateur ({0})</translation>
        </message>
        <message>
            <source>Off: {0}.</source>
            <translation>Désactivé : {0}.</translation>
        </message>
        <message>
            <source>{0:,} tokens of context</source>
            <translation>{0:,} jetons de contexte</translation>
        </message>
    </context>
    <context>
        <name>ModelFormat</name>
        <message>
            <source>Answers well in {0}.</source>
            <translation>Répond bien en {0}.</translation>
        </message>
        <message>
            <source>Answers best in English; weak in {0}.</source>
            <translation>Répond surtout bien en anglais ; faible en {0}.</translation>
        </message>
        <message>
            <source>{0} s</source>
            <translation>{0} s</translation>
        </message>
        <message>
            <source>about {0} min</source>
            <translation>environ {0} min</translation>
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
            <translation>{0} k</translation>
        </message>
        <message>
            <source>{0}B</source>
            <translation>{0} Md</translation>
        </message>
    </context>
    <context>
        <name>ModelInfo</name>
        <message>
            <source>Runs on {0}.</source>
            <translation>Fonctionne sur {0}.</translation>
        </message>
        <message>
            <source>Runs on {0}: {1}.</source>
            <translation>Fonctionne sur {0} : {1}.</translation>
        </message>
        <message>
            <source>{0} failed: {1}</source>
            <translation>Échec de {0} : {1}</translation>
        </message>
        <message>
            <source>{0} not used: {1}</source>
            <translation>{0} non utilisé : {1}</translation>
        </message>
    </context>
    <context>
        <name>ModelPicker</name>
        <message>
            <source>Most downloaded</source>
            <translation>Les plus téléchargés</translation>
        </message>
        <message>
            <source>Recently updated</source>
            <translation>Mis à jour récemment</translation>
        </message>
        <message>
            <source>Network features are off</source>
            <translation>Les fonctions réseau sont désactivées</translation>
        </message>
        <message>
            <source>Search Hugging Face for ONNX chat models, e.g. phi, qwen, llama</source>
            <translation>Chercher des modèles de discussion ONNX sur Hugging Face, par ex. phi, qwen, llama</translation>
        </message>
        <message>
            <source>Search Hugging Face</source>
            <translation>Chercher sur Hugging Face</translation>
        </message>
        <message>
            <source>Sort results by</source>
            <translation>Trier les résultats par</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Chercher</translation>
        </message>
        <message>
            <source>← Catalog</source>
            <translation>← Catalogue</translation>
        </message>
        <message>
            <source>Back to the curated models</source>
            <translation>Retour aux modèles sélectionnés</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Résultats de recherche</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>État de la recherche</translation>
        </message>
        <message>
            <source>Load more</source>
            <translation>Charger plus</translation>
        </message>
        <message>
            <source>Load more search results</source>
            <translation>Charger plus de résultats</translation>
        </message>
        <message>
            <source>Show variants…</source>
            <translation>Afficher les variantes…</translation>
        </message>
        <message>
            <source>Show the variants of the selected repository</source>
            <translation>Afficher les variantes du dépôt sélectionné</translation>
        </message>
        <message>
            <source>Work offline</source>
            <translation>Travailler hors ligne</translation>
        </message>
        <message>
            <source>Turn on offline mode: Hearth stops trying to reach the hub</source>
            <translation>Activer le mode hors ligne : Hearth cesse d'essayer de joindre le hub</translation>
        </message>
        <message>
            <source>Searching and downloading are turned off: {0}. The curated list below works offline; models already installed keep working.</source>
            <translation>La recherche et le téléchargement sont désactivés : {0}. La liste sélectionnée ci-dessous fonctionne hors ligne ; les modèles déjà installés continuent de fonctionner.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>Indisponible : {0}.</translation>
        </message>
        <message>
            <source> Gated: accept its licence on huggingface.co and add your access token under {0} first.</source>
            <translation> Accès restreint : acceptez d'abord sa licence sur huggingface.co et ajoutez votre jeton d'accès dans {0}.</translation>
        </message>
        <message>
            <source>{0} Licence: {1}.{2}</source>
            <translation>{0} Licence : {1}.{2}</translation>
        </message>
        <message>
            <source>Results for “{0}”</source>
            <translation>Résultats pour « {0} »</translation>
        </message>
        <message>
            <source>All ONNX chat models</source>
            <translation>Tous les modèles de discussion ONNX</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Recherche…</translation>
        </message>
        <message>
            <source>Loading more…</source>
            <translation>Chargement de la suite…</translation>
        </message>
        <message>
            <source>No ONNX chat model matches. Try fewer or other words.</source>
            <translation>Aucun modèle de discussion ONNX ne correspond. Essayez moins de mots ou d'autres mots.</translation>
        </message>
        <message>
            <source> More on the hub.</source>
            <translation> D'autres sur le hub.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln model(s) shown.{0}</source>
            <translation>
                <numerusform>%Ln modèle affiché.{0}</numerusform>
                <numerusform>%Ln modèles affichés.{0}</numerusform>
            </translation>
        </message>
        <message>
            <source>gated</source>
            <translation>accès restreint</translation>
        </message>
        <message numerus="yes">
            <source> Listed: the %n curated model(s) that match.</source>
            <translation>
                <numerusform> Listé : le %n modèle sélectionné qui correspond.</numerusform>
                <numerusform> Listés : les %n modèles sélectionnés qui correspondent.</numerusform>
            </translation>
        </message>
        <message>
            <source> No curated model matches.</source>
            <translation> Aucun modèle sélectionné ne correspond.</translation>
        </message>
        <message>
            <source>in Hearth's curated list</source>
            <translation>dans la liste sélectionnée de Hearth</translation>
        </message>
    </context>
    <context>
        <name>ModelSwitcher</name>
        <message>
            <source>Send your messages to another computer?</source>
            <translation>Envoyer vos messages à un autre ordinateur ?</translation>
        </message>
        <message>
            <source>{0} runs on {1}. Everything you send in a chat with it — your messages, the conversation before them and the system prompt — leaves this computer and is processed there.

Send messages to {1}?</source>
            <translation>{0} fonctionne sur {1}. Tout ce que vous envoyez dans une discussion avec lui — vos messages, la conversation qui les précède et le prompt système — quitte cet ordinateur et y est traité.

Envoyer des messages à {1} ?</translation>
        </message>
        <message>
            <source>Add a remote server</source>
            <translation>Ajouter un serveur distant</translation>
        </message>
        <message>
            <source>optional: a name for it</source>
            <translation>facultatif : un nom pour lui</translation>
        </message>
        <message>
            <source>optional: kept in your system's keyring</source>
            <translation>facultatif : conservé dans le trousseau de votre système</translation>
        </message>
        <message>
            <source>Server address</source>
            <translation>Adresse du serveur</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clé d'API</translation>
        </message>
        <message>
            <source>Any server that speaks OpenAI's chat API: vLLM, llama.cpp's server, Ollama, LM Studio, Foundry Local, or another Hearth's `serve`.</source>
            <translation>Tout serveur qui parle l'API de discussion d'OpenAI : vLLM, le serveur de llama.cpp, Ollama, LM Studio, Foundry Local ou le `serve` d'un autre Hearth.</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adresse :</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Nom :</translation>
        </message>
        <message>
            <source>API key:</source>
            <translation>Clé d'API :</translation>
        </message>
        <message>
            <source>Model picker</source>
            <translation>Sélecteur de modèle</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modèle</translation>
        </message>
        <message>
            <source>Choose the model for this chat (Ctrl+L)</source>
            <translation>Choisir le modèle de cette discussion (Ctrl+L)</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>Modèles</translation>
        </message>
        <message>
            <source>Where the model runs</source>
            <translation>Où fonctionne le modèle</translation>
        </message>
        <message>
            <source>Eject</source>
            <translation>Éjecter</translation>
        </message>
        <message>
            <source>Eject the model</source>
            <translation>Éjecter le modèle</translation>
        </message>
        <message>
            <source>Unload the model and give its memory back</source>
            <translation>Décharger le modèle et libérer sa mémoire</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Chargement de {0}…</translation>
        </message>
        <message>
            <source>Cannot add the server</source>
            <translation>Impossible d'ajouter le serveur</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Aucun modèle chargé</translation>
        </message>
        <message>
            <source>Runs on {0} — {1}</source>
            <translation>Fonctionne sur {0} — {1}</translation>
        </message>
        <message>
            <source>{0} is served by another program on this computer ({1}): what you send goes to it, not to Hearth's engine.</source>
            <translation>{0} est servi par un autre programme sur cet ordinateur ({1}) : ce que vous envoyez va à ce programme, pas au moteur de Hearth.</translation>
        </message>
        <message>
            <source>{0} is not on this computer: what you send is processed on {1}.</source>
            <translation>{0} n'est pas sur cet ordinateur : ce que vous envoyez est traité sur {1}.</translation>
        </message>
        <message>
            <source>{0} cannot run {1} here{2}: it runs on the {3}.</source>
            <translation>{0} ne peut pas exécuter {1} ici{2} : il fonctionne sur {3}.</translation>
        </message>
        <message>
            <source>Let Hearth choose</source>
            <translation>Laisser Hearth choisir</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>Sur cet ordinateur</translation>
        </message>
        <message>
            <source>No models yet: get one in the Models window</source>
            <translation>Aucun modèle pour l'instant : obtenez-en un dans la fenêtre Modèles</translation>
        </message>
        <message>
            <source>Remote servers</source>
            <translation>Serveurs distants</translation>
        </message>
        <message>
            <source>Add a remote server…</source>
            <translation>Ajouter un serveur distant…</translation>
        </message>
        <message>
            <source>Eject the model (free its memory)</source>
            <translation>Éjecter le modèle (libérer sa mémoire)</translation>
        </message>
        <message>
            <source>Manage models…</source>
            <translation>Gérer les modèles…</translation>
        </message>
        <message>
            <source>It sees images and thinks.</source>
            <translation>Il voit les images et réfléchit.</translation>
        </message>
        <message>
            <source>It sees images.</source>
            <translation>Il voit les images.</translation>
        </message>
        <message>
            <source>It thinks.</source>
            <translation>Il réfléchit.</translation>
        </message>
        <message>
            <source>It answers in text: it does not think first nor see images.</source>
            <translation>Il répond en texte : il ne réfléchit pas avant et ne voit pas les images.</translation>
        </message>
        <message>
            <source>Run {0} on</source>
            <translation>Exécuter {0} sur</translation>
        </message>
        <message>
            <source>Automatic (Hearth chooses)</source>
            <translation>Automatique (Hearth choisit)</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>échec</translation>
        </message>
        <message>
            <source>Failed: {0}</source>
            <translation>Échec : {0}</translation>
        </message>
        <message>
            <source>Enable {0} (about {1} download)…</source>
            <translation>Activer {0} (environ {1} à télécharger)…</translation>
        </message>
        <message>
            <source> {0} is loaded now.</source>
            <translation> {0} est chargé maintenant.</translation>
        </message>
        <message>
            <source>This chat was answered by {0}, which is no longer available.{1}</source>
            <translation>Cette discussion a été menée par {0}, qui n'est plus disponible.{1}</translation>
        </message>
        <message>
            <source>This chat was answered by {0}.{1}</source>
            <translation>Cette discussion a été menée par {0}.{1}</translation>
        </message>
        <message>
            <source>Load {0}</source>
            <translation>Charger {0}</translation>
        </message>
        <message numerus="yes">
            <source>Added {0} ({1}): it offers %Ln model(s). Choose one in the model picker at the top (Ctrl+L).</source>
            <translation>
                <numerusform>{0} ({1}) ajouté : il propose %Ln modèle. Choisissez-le dans le sélecteur de modèle en haut (Ctrl+L).</numerusform>
                <numerusform>{0} ({1}) ajouté : il propose %Ln modèles. Choisissez-en un dans le sélecteur de modèle en haut (Ctrl+L).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelsAccess</name>
        <message>
            <source>Hearth cannot write to {0} ({1}). Choose a folder you can write to.</source>
            <translation>Hearth ne peut pas écrire dans {0} ({1}). Choisissez un dossier où vous pouvez écrire.</translation>
        </message>
    </context>
    <context>
        <name>ModelsWindow</name>
        <message>
            <source>Models</source>
            <translation>Modèles</translation>
        </message>
        <message>
            <source>&amp;Get models</source>
            <translation>&amp;Obtenir des modèles</translation>
        </message>
        <message>
            <source>&amp;Downloads</source>
            <translation>&amp;Téléchargements</translation>
        </message>
        <message>
            <source>&amp;Installed</source>
            <translation>&amp;Installés</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network…</source>
            <translation>&amp;Confidentialité et réseau…</translation>
        </message>
        <message>
            <source>Privacy and network settings</source>
            <translation>Paramètres de confidentialité et de réseau</translation>
        </message>
        <message>
            <source>The access token, a mirror and offline mode (in Preferences)</source>
            <translation>Le jeton d'accès, un miroir et le mode hors ligne (dans les Préférences)</translation>
        </message>
        <message>
            <source>&amp;Downloads ({0})</source>
            <translation>&amp;Téléchargements ({0})</translation>
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
            <translation>Avertissement</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Erreur</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>Avis</translation>
        </message>
        <message>
            <source>{0} text</source>
            <translation>Texte de {0}</translation>
        </message>
        <message>
            <source>{0} action</source>
            <translation>Action de {0}</translation>
        </message>
        <message>
            <source>Dismiss {0}</source>
            <translation>Fermer {0}</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Fermer</translation>
        </message>
    </context>
    <context>
        <name>Parameters</name>
        <message>
            <source>Temperature</source>
            <translation>Température</translation>
        </message>
        <message>
            <source>How adventurous the wording is: 0 always picks the most likely next word (greedy), 1 and above is more varied.</source>
            <translation>L'audace de la formulation : 0 choisit toujours le mot suivant le plus probable (greedy), à partir de 1 c'est plus varié.</translation>
        </message>
        <message>
            <source>Top-p</source>
            <translation>Top-p</translation>
        </message>
        <message>
            <source>Only consider the most likely words that together make up this share of the probability (0–1].</source>
            <translation>Ne considérer que les mots les plus probables qui, ensemble, forment cette part de la probabilité (0–1].</translation>
        </message>
        <message>
            <source>Top-k</source>
            <translation>Top-k</translation>
        </message>
        <message>
            <source>Only consider this many of the most likely words; 0 turns the limit off.</source>
            <translation>Ne considérer que ce nombre de mots parmi les plus probables ; 0 désactive la limite.</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>Jetons nouveaux max.</translation>
        </message>
        <message>
            <source>The longest reply, in tokens (a token is about three quarters of a word).</source>
            <translation>La réponse la plus longue, en jetons (un jeton vaut environ trois quarts de mot).</translation>
        </message>
        <message>
            <source>Repetition penalty</source>
            <translation>Pénalité de répétition</translation>
        </message>
        <message>
            <source>Above 1 discourages repeating the same words; 1 is off.</source>
            <translation>Au-dessus de 1, décourage la répétition des mêmes mots ; 1 la désactive.</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Graine</translation>
        </message>
        <message>
            <source>Leave blank for a new random seed every reply; a number makes replies repeatable.</source>
            <translation>Laissez vide pour une nouvelle graine aléatoire à chaque réponse ; un nombre rend les réponses reproductibles.</translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>Suivre le système</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <source>Auto</source>
            <translation>Auto</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Activé</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Désactivé</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>Choisir le dossier des modèles</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <source>Preferences sections</source>
            <translation>Sections des préférences</translation>
        </message>
        <message>
            <source>&amp;Appearance</source>
            <translation>&amp;Apparence</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Thème</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Taille du texte</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>Taille du système</translation>
        </message>
        <message>
            <source> pt</source>
            <translation> pt</translation>
        </message>
        <message>
            <source>The text size applies to the conversation and the message box.</source>
            <translation>La taille du texte s'applique à la conversation et à la zone de message.</translation>
        </message>
        <message>
            <source>&amp;New chats</source>
            <translation>&amp;Nouvelles discussions</translation>
        </message>
        <message>
            <source>Preset for new chats</source>
            <translation>Préréglage des nouvelles discussions</translation>
        </message>
        <message>
            <source>Max new tokens for new chats</source>
            <translation>Jetons nouveaux max. pour les nouvelles discussions</translation>
        </message>
        <message>
            <source>Max new tokens problem</source>
            <translation>Problème de jetons nouveaux max.</translation>
        </message>
        <message>
            <source>System prompt for new chats</source>
            <translation>Prompt système des nouvelles discussions</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>Par exemple : Tu es un assistant concis. Réponds en français.</translation>
        </message>
        <message>
            <source>A new chat starts with these values; the settings panel of a chat changes that chat only, and says where it differs from them.</source>
            <translation>Une nouvelle discussion commence avec ces valeurs ; le panneau de paramètres d'une discussion ne modifie que celle-ci et indique où elle s'en écarte.</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Préréglage</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>Jetons nouveaux max.</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt système</translation>
        </message>
        <message>
            <source>&amp;Models</source>
            <translation>&amp;Modèles</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>Dossier des modèles</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>Changer…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>Changer le dossier des modèles</translation>
        </message>
        <message>
            <source>Models folder problem</source>
            <translation>Problème de dossier des modèles</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Dossier</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are.</source>
            <translation>Les modèles de l'ancien dossier restent où ils sont.</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network</source>
            <translation>&amp;Confidentialité et réseau</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>Paramètres non enregistrés</translation>
        </message>
        <message>
            <source>&amp;General</source>
            <translation>&amp;Général</translation>
        </message>
        <message>
            <source>Open the last conversation when Hearth starts</source>
            <translation>Ouvrir la dernière conversation au démarrage de Hearth</translation>
        </message>
        <message>
            <source>Let the model name new conversations (after the first reply, when idle)</source>
            <translation>Laisser le modèle nommer les nouvelles conversations (après la première réponse, au repos)</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>Hearth speaks the new language after a restart.</source>
            <translation>Hearth parlera la nouvelle langue après un redémarrage.</translation>
        </message>
        <message>
            <source>Speculative decoding</source>
            <translation>Décodage spéculatif</translation>
        </message>
        <message>
            <source>Greedy replies (temperature 0, the Precise preset) that repeat the conversation — quotes, a rewritten passage, edited code — come faster: words that followed the same words earlier are checked several at once. Auto stops when the guesses do not pay off.</source>
            <translation>Les réponses greedy (température 0, le préréglage Precise) qui reprennent la conversation — citations, passage réécrit, code modifié — arrivent plus vite : les mots qui suivaient déjà les mêmes mots sont vérifiés plusieurs à la fois. Auto s'arrête quand les suppositions ne paient pas.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example 512.</source>
            <translation>Saisissez un nombre entier, par exemple 512.</translation>
        </message>
    </context>
    <context>
        <name>PresetPicker</name>
        <message>
            <source>Save preset</source>
            <translation>Enregistrer le préréglage</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>Nom du préréglage :</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Préréglage</translation>
        </message>
        <message>
            <source>Apply a saved set of values</source>
            <translation>Appliquer un jeu de valeurs enregistré</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personnalisé</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>Enregistrer sous…</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>Enregistrer comme préréglage</translation>
        </message>
        <message>
            <source>Save the current values as a named preset</source>
            <translation>Enregistrer les valeurs actuelles comme préréglage nommé</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Delete preset</source>
            <translation>Supprimer le préréglage</translation>
        </message>
        <message>
            <source>Fix the values marked in red first</source>
            <translation>Corrigez d'abord les valeurs marquées en rouge</translation>
        </message>
        <message>
            <source>Choose one of your own presets to delete it</source>
            <translation>Choisissez l'un de vos propres préréglages pour le supprimer</translation>
        </message>
        <message>
            <source>“{0}” is built in and can't be deleted</source>
            <translation>« {0} » est intégré et ne peut pas être supprimé</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”</source>
            <translation>Supprimer le préréglage « {0} »</translation>
        </message>
        <message>
            <source>Replace preset</source>
            <translation>Remplacer le préréglage</translation>
        </message>
        <message>
            <source>Replace the preset “{0}” with these values?</source>
            <translation>Remplacer le préréglage « {0} » par ces valeurs ?</translation>
        </message>
        <message>
            <source>Preset not saved</source>
            <translation>Préréglage non enregistré</translation>
        </message>
        <message>
            <source>The preset could not be saved: {0}</source>
            <translation>Impossible d'enregistrer le préréglage : {0}</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”? This cannot be undone.</source>
            <translation>Supprimer le préréglage « {0} » ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Preset not deleted</source>
            <translation>Préréglage non supprimé</translation>
        </message>
        <message>
            <source>The preset could not be deleted: {0}</source>
            <translation>Impossible de supprimer le préréglage : {0}</translation>
        </message>
    </context>
    <context>
        <name>PrivacySettings</name>
        <message>
            <source>The token is kept in the OS keyring.</source>
            <translation>Le jeton est conservé dans le trousseau du système.</translation>
        </message>
        <message>
            <source>The token is kept for this session only: no keyring is available on this system, so Hearth will ask for it again next time. It is never written to a file.</source>
            <translation>Le jeton n'est conservé que pour cette session : aucun trousseau n'est disponible sur ce système, Hearth le redemandera donc la prochaine fois. Il n'est jamais écrit dans un fichier.</translation>
        </message>
        <message>
            <source>Hearth never sends your conversations anywhere. Offline mode goes further: no searching, downloading or token checks, so Hearth makes no network connection at all. Installed models keep working.</source>
            <translation>Hearth n'envoie jamais vos conversations nulle part. Le mode hors ligne va plus loin : ni recherche, ni téléchargement, ni vérification de jeton, Hearth n'établit donc aucune connexion réseau. Les modèles installés continuent de fonctionner.</translation>
        </message>
        <message>
            <source>Enter the address of a Hugging Face mirror, like https://hf-mirror.com (with https://).</source>
            <translation>Saisissez l'adresse d'un miroir de Hugging Face, comme https://hf-mirror.com (avec https://).</translation>
        </message>
        <message>
            <source>Enter only the mirror's address, without a query, a fragment or a password in it.</source>
            <translation>Saisissez uniquement l'adresse du miroir, sans requête, fragment ni mot de passe.</translation>
        </message>
        <message>
            <source>hf_…  (from huggingface.co/settings/tokens)</source>
            <translation>hf_…  (depuis huggingface.co/settings/tokens)</translation>
        </message>
        <message>
            <source>Hugging Face access token</source>
            <translation>Jeton d'accès Hugging Face</translation>
        </message>
        <message>
            <source>Check and save</source>
            <translation>Vérifier et enregistrer</translation>
        </message>
        <message>
            <source>Check the access token and save it</source>
            <translation>Vérifier le jeton d'accès et l'enregistrer</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Remove the saved access token</source>
            <translation>Retirer le jeton d'accès enregistré</translation>
        </message>
        <message>
            <source>Access token status</source>
            <translation>État du jeton d'accès</translation>
        </message>
        <message>
            <source>About the access token</source>
            <translation>À propos du jeton d'accès</translation>
        </message>
        <message>
            <source>Hugging Face mirror address</source>
            <translation>Adresse du miroir de Hugging Face</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Appliquer</translation>
        </message>
        <message>
            <source>Use this mirror address</source>
            <translation>Utiliser cette adresse de miroir</translation>
        </message>
        <message>
            <source>Mirror address status</source>
            <translation>État de l'adresse du miroir</translation>
        </message>
        <message>
            <source>Mirror</source>
            <translation>Miroir</translation>
        </message>
        <message>
            <source>About the mirror</source>
            <translation>À propos du miroir</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Adresse</translation>
        </message>
        <message>
            <source>Offline mode: make no network connections</source>
            <translation>Mode hors ligne : n'établir aucune connexion réseau</translation>
        </message>
        <message>
            <source>Offline mode</source>
            <translation>Mode hors ligne</translation>
        </message>
        <message>
            <source>Offline mode explanation</source>
            <translation>Explication du mode hors ligne</translation>
        </message>
        <message>
            <source>Network status</source>
            <translation>État du réseau</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Réseau</translation>
        </message>
        <message>
            <source>Paste a token from huggingface.co/settings/tokens first.</source>
            <translation>Collez d'abord un jeton depuis huggingface.co/settings/tokens.</translation>
        </message>
        <message>
            <source>The token cannot be checked with {0}: {1}.</source>
            <translation>Le jeton ne peut pas être vérifié auprès de {0} : {1}.</translation>
        </message>
        <message>
            <source>Checking the token with {0}…</source>
            <translation>Vérification du jeton auprès de {0}…</translation>
        </message>
        <message>
            <source>Signed in as {0}. {1}</source>
            <translation>Connecté en tant que {0}. {1}</translation>
        </message>
        <message>
            <source>A token is saved. Paste a new one to replace it.</source>
            <translation>Un jeton est enregistré. Collez-en un nouveau pour le remplacer.</translation>
        </message>
        <message>
            <source>The access token was removed. Gated and private models need it again.</source>
            <translation>Le jeton d'accès a été retiré. Les modèles à accès restreint et privés en ont à nouveau besoin.</translation>
        </message>
        <message>
            <source> (the HF_ENDPOINT environment variable)</source>
            <translation> (la variable d'environnement HF_ENDPOINT)</translation>
        </message>
        <message>
            <source> (the default)</source>
            <translation> (par défaut)</translation>
        </message>
        <message>
            <source>Where searches, downloads and token checks go. Leave it empty for {0}{1}; enter a mirror or a proxy of the hub where that is slow or blocked.</source>
            <translation>Où vont les recherches, les téléchargements et les vérifications de jeton. Laissez vide pour {0}{1} ; saisissez un miroir ou un proxy du hub là où celui-ci est lent ou bloqué.</translation>
        </message>
        <message>
            <source>Needed only for gated models (accept their licence on huggingface.co first) and private ones. A read-only token is enough. Hearth checks it with {0} before saving it.</source>
            <translation>Nécessaire seulement pour les modèles à accès restreint (acceptez d'abord leur licence sur huggingface.co) et les modèles privés. Un jeton en lecture seule suffit. Hearth le vérifie auprès de {0} avant de l'enregistrer.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0} (the mirror address above).</source>
            <translation>Les recherches et téléchargements vont vers {0} (l'adresse de miroir ci-dessus).</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}, set by the HF_ENDPOINT environment variable; a mirror address here takes its place.</source>
            <translation>Les recherches et téléchargements vont vers {0}, défini par la variable d'environnement HF_ENDPOINT ; une adresse de miroir ici la remplace.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}.</source>
            <translation>Les recherches et téléchargements vont vers {0}.</translation>
        </message>
        <message>
            <source> It is not encrypted (http): anyone on the way can see which models you fetch. Downloads are still checked against their checksums.</source>
            <translation> La connexion n'est pas chiffrée (http) : n'importe qui sur le trajet peut voir quels modèles vous récupérez. Les téléchargements restent vérifiés par leurs sommes de contrôle.</translation>
        </message>
        <message>
            <source>Online: Hearth connects only when you search, download or check a token.</source>
            <translation>En ligne : Hearth ne se connecte que lorsque vous cherchez, téléchargez ou vérifiez un jeton.</translation>
        </message>
        <message>
            <source>Offline: searching, downloading and token checks are off.</source>
            <translation>Hors ligne : la recherche, le téléchargement et la vérification de jeton sont désactivés.</translation>
        </message>
        <message>
            <source>Offline whatever this switch says: {0}. Unset it and restart Hearth to search or download.</source>
            <translation>Hors ligne quel que soit cet interrupteur : {0}. Supprimez-la et redémarrez Hearth pour chercher ou télécharger.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>Indisponible : {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectDialog</name>
        <message>
            <source>Each chat keeps its own.</source>
            <translation>Chaque discussion garde les siens.</translation>
        </message>
        <message>
            <source>New project</source>
            <translation>Nouveau projet</translation>
        </message>
        <message>
            <source>Project settings — {0}</source>
            <translation>Paramètres du projet — {0}</translation>
        </message>
        <message>
            <source>For example: Thesis, Garden, Work</source>
            <translation>Par exemple : Thèse, Jardin, Travail</translation>
        </message>
        <message>
            <source>An emoji shown before the name in the sidebar</source>
            <translation>Un emoji affiché avant le nom dans la barre latérale</translation>
        </message>
        <message>
            <source>What every chat in this project should know or do, before the chat's own system prompt</source>
            <translation>Ce que chaque discussion de ce projet doit savoir ou faire, avant le prompt système propre à la discussion</translation>
        </message>
        <message>
            <source>Whichever model is loaded</source>
            <translation>Le modèle chargé, quel qu'il soit</translation>
        </message>
        <message>
            <source>{0} (not installed)</source>
            <translation>{0} (non installé)</translation>
        </message>
        <message>
            <source>Document libraries</source>
            <translation>Bibliothèques de documents</translation>
        </message>
        <message>
            <source>No shared libraries yet: add a folder under Documents.</source>
            <translation>Aucune bibliothèque partagée pour l'instant : ajoutez un dossier sous Documents.</translation>
        </message>
        <message>
            <source>Use the open chat's</source>
            <translation>Ceux de la discussion ouverte</translation>
        </message>
        <message>
            <source>Each chat its own</source>
            <translation>Chaque discussion les siens</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nom :</translation>
        </message>
        <message>
            <source>&amp;Emoji:</source>
            <translation>&amp;Emoji :</translation>
        </message>
        <message>
            <source>&amp;Instructions:</source>
            <translation>&amp;Instructions :</translation>
        </message>
        <message>
            <source>Default &amp;model:</source>
            <translation>&amp;Modèle par défaut :</translation>
        </message>
        <message>
            <source>&amp;Libraries:</source>
            <translation>&amp;Bibliothèques :</translation>
        </message>
        <message>
            <source>Generation settings:</source>
            <translation>Paramètres de génération :</translation>
        </message>
        <message>
            <source>The instructions hold at most {0} characters: the rest was cut.</source>
            <translation>Les instructions comptent au plus {0} caractères : le reste a été coupé.</translation>
        </message>
    </context>
    <context>
        <name>ProjectFiles</name>
        <message>
            <source>Export project</source>
            <translation>Exporter le projet</translation>
        </message>
        <message>
            <source>Hearth project (*.json)</source>
            <translation>Projet Hearth (*.json)</translation>
        </message>
        <message>
            <source>Import project</source>
            <translation>Importer un projet</translation>
        </message>
        <message>
            <source>Project not exported</source>
            <translation>Projet non exporté</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.</source>
            <translation>Hearth n'a pas pu écrire {0} : {1}.</translation>
        </message>
        <message>
            <source>Project not imported</source>
            <translation>Projet non importé</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth project file.</source>
            <translation>{0} dépasse 200 Mo ; ce n'est pas un fichier de projet Hearth.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth n'a pas pu lire {0} : {1}.</translation>
        </message>
        <message>
            <source>{0} is not a Hearth project file (a .json file made by Export project…).</source>
            <translation>{0} n'est pas un fichier de projet Hearth (un fichier .json créé par « Exporter le projet… »).</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>{0} n'a pas pu être importé : {1}.</translation>
        </message>
        <message>
            <source>The project could not be saved: {0}.</source>
            <translation>Le projet n'a pas pu être enregistré : {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectTree</name>
        <message>
            <source>Move to project</source>
            <translation>Déplacer vers le projet</translation>
        </message>
        <message>
            <source>No project (a loose chat)</source>
            <translation>Aucun projet (une discussion isolée)</translation>
        </message>
        <message>
            <source>Projects</source>
            <translation>Projets</translation>
        </message>
        <message>
            <source>New project…</source>
            <translation>Nouveau projet…</translation>
        </message>
        <message>
            <source>Group chats with shared instructions, documents and model (Ctrl+Shift+N)</source>
            <translation>Regrouper des discussions avec des instructions, des documents et un modèle communs (Ctrl+Maj+N)</translation>
        </message>
        <message>
            <source>Enter opens a chat or folds a project; F2 renames, Del deletes; right-click for more</source>
            <translation>Entrée ouvre une discussion ou replie un projet ; F2 renomme, Suppr supprime ; clic droit pour plus</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renommer</translation>
        </message>
        <message>
            <source>Delete project…</source>
            <translation>Supprimer le projet…</translation>
        </message>
        <message>
            <source>Chat actions</source>
            <translation>Actions sur la discussion</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Ouvrir</translation>
        </message>
        <message>
            <source>Project actions</source>
            <translation>Actions sur le projet</translation>
        </message>
        <message>
            <source>New chat in project</source>
            <translation>Nouvelle discussion dans le projet</translation>
        </message>
        <message>
            <source>Project settings…</source>
            <translation>Paramètres du projet…</translation>
        </message>
        <message>
            <source>Search in project…</source>
            <translation>Rechercher dans le projet…</translation>
        </message>
        <message>
            <source>Export project…</source>
            <translation>Exporter le projet…</translation>
        </message>
    </context>
    <context>
        <name>Projects</name>
        <message>
            <source>A project's instructions hold at most {0} characters.</source>
            <translation>Les instructions d'un projet comptent au plus {0} caractères.</translation>
        </message>
        <message>
            <source>A project needs a name.</source>
            <translation>Un projet a besoin d'un nom.</translation>
        </message>
        <message>
            <source>A project's name holds at most {0} characters.</source>
            <translation>Le nom d'un projet compte au plus {0} caractères.</translation>
        </message>
        <message>
            <source>There is already a project called {0}.</source>
            <translation>Il existe déjà un projet nommé {0}.</translation>
        </message>
        <message>
            <source>That project no longer exists.</source>
            <translation>Ce projet n'existe plus.</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}</source>
            <translation>Impossible d'enregistrer le projet : {0}</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}.</source>
            <translation>Impossible d'enregistrer le projet : {0}.</translation>
        </message>
        <message>
            <source>That chat or project no longer exists.</source>
            <translation>Cette discussion ou ce projet n'existe plus.</translation>
        </message>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>Impossible d'enregistrer la modification : {0}.</translation>
        </message>
        <message>
            <source>Search in</source>
            <translation>Rechercher dans</translation>
        </message>
        <message>
            <source>&amp;Projects</source>
            <translation>&amp;Projets</translation>
        </message>
        <message>
            <source>&amp;New project…</source>
            <translation>&amp;Nouveau projet…</translation>
        </message>
        <message>
            <source>New &amp;chat in this project</source>
            <translation>Nouvelle &amp;discussion dans ce projet</translation>
        </message>
        <message>
            <source>Project &amp;settings…</source>
            <translation>Paramè&amp;tres du projet…</translation>
        </message>
        <message>
            <source>&amp;Move this chat to</source>
            <translation>Déplacer cette discussion &amp;vers</translation>
        </message>
        <message>
            <source>&amp;Export this project…</source>
            <translation>&amp;Exporter ce projet…</translation>
        </message>
        <message>
            <source>&amp;Import project…</source>
            <translation>&amp;Importer un projet…</translation>
        </message>
        <message>
            <source>All conversations</source>
            <translation>Toutes les conversations</translation>
        </message>
        <message>
            <source>In {0}</source>
            <translation>Dans {0}</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>Exporté vers {0}</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{0}” with %n chat(s).</source>
            <translation>
                <numerusform>« {0} » importé avec %n discussion.</numerusform>
                <numerusform>« {0} » importé avec %n discussions.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not on this computer, so not ticked: {0}.</source>
            <translation>Absent de cet ordinateur, donc non coché : {0}.</translation>
        </message>
        <message>
            <source>Delete project</source>
            <translation>Supprimer le projet</translation>
        </message>
        <message>
            <source>Delete the project “{0}”?</source>
            <translation>Supprimer le projet « {0} » ?</translation>
        </message>
        <message numerus="yes">
            <source>It has %n chat(s). Kept, they become loose chats and its memories apply to every chat.</source>
            <translation>
                <numerusform>Il contient %n discussion. Gardée, elle devient une discussion isolée et les souvenirs du projet valent pour toutes les discussions.</numerusform>
                <numerusform>Il contient %n discussions. Gardées, elles deviennent des discussions isolées et les souvenirs du projet valent pour toutes les discussions.</numerusform>
            </translation>
        </message>
        <message>
            <source>Deleted with its chats, the project's memories are deleted too.</source>
            <translation>Supprimé avec ses discussions, ses souvenirs sont supprimés aussi.</translation>
        </message>
        <message>
            <source>Keep the chats</source>
            <translation>Garder les discussions</translation>
        </message>
        <message>
            <source>Delete the chats too</source>
            <translation>Supprimer aussi les discussions</translation>
        </message>
        <message>
            <source>This project's model, {0}, is no longer available.</source>
            <translation>Le modèle de ce projet, {0}, n'est plus disponible.</translation>
        </message>
    </context>
    <context>
        <name>Provenance</name>
        <message>
            <source>finished</source>
            <translation>terminée</translation>
        </message>
        <message>
            <source>stopped at the length limit</source>
            <translation>arrêtée à la longueur maximale</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>arrêtée</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>échouée</translation>
        </message>
        <message>
            <source>runs on {0}</source>
            <translation>s'exécute sur {0}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln jeton</numerusform>
                <numerusform>%Ln jetons</numerusform>
            </translation>
        </message>
        <message>
            <source>prompt {0}, {1} cached</source>
            <translation>prompt {0}, {1} en cache</translation>
        </message>
        <message>
            <source>prompt {0}</source>
            <translation>prompt {0}</translation>
        </message>
        <message>
            <source>first token {0} s</source>
            <translation>premier jeton {0} s</translation>
        </message>
        <message>
            <source>{0} tok/s</source>
            <translation>{0} jetons/s</translation>
        </message>
        <message>
            <source>drafts {0}% accepted ({1} of {2})</source>
            <translation>brouillons acceptés à {0} % ({1} sur {2})</translation>
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
            <translation>Vous</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistant</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt système</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sans titre</translation>
        </message>
        <message>
            <source>Search messages</source>
            <translation>Chercher dans les messages</translation>
        </message>
        <message>
            <source>Search all conversations</source>
            <translation>Chercher dans toutes les conversations</translation>
        </message>
        <message>
            <source>Every word must match; end a word with * to match its beginning (hel*)</source>
            <translation>Chaque mot doit correspondre ; terminez un mot par * pour chercher son début (bonj*)</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>État de la recherche</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Résultats de recherche</translation>
        </message>
        <message>
            <source>Search failed: {0}</source>
            <translation>Échec de la recherche : {0}</translation>
        </message>
        <message>
            <source>Type to search every conversation.</source>
            <translation>Tapez pour chercher dans toutes les conversations.</translation>
        </message>
        <message>
            <source>No results for “{0}”.</source>
            <translation>Aucun résultat pour « {0} ».</translation>
        </message>
        <message numerus="yes">
            <source>%Ln result(s)</source>
            <translation>
                <numerusform>%Ln résultat</numerusform>
                <numerusform>%Ln résultats</numerusform>
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
            <translation>Serveur local</translation>
        </message>
        <message>
            <source>Serve the loaded model to other programs (OpenAI-compatible API)</source>
            <translation>Servir le modèle chargé à d'autres programmes (API compatible OpenAI)</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Port</translation>
        </message>
        <message>
            <source>Port number</source>
            <translation>Numéro de port</translation>
        </message>
        <message>
            <source>No key: only programs on this computer can connect</source>
            <translation>Sans clé : seuls les programmes de cet ordinateur peuvent se connecter</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clé d'API</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>Nouvelle clé</translation>
        </message>
        <message>
            <source>Remove key</source>
            <translation>Retirer la clé</translation>
        </message>
        <message>
            <source>Allow other computers on the network (needs a key)</source>
            <translation>Autoriser d'autres ordinateurs du réseau (nécessite une clé)</translation>
        </message>
        <message>
            <source>Connect a coding tool…</source>
            <translation>Connecter un outil de programmation…</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Clé</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Adresse</translation>
        </message>
        <message>
            <source>The local server needs Hearth's engine, which is not running here.</source>
            <translation>Le serveur local a besoin du moteur de Hearth, qui ne fonctionne pas ici.</translation>
        </message>
        <message>
            <source>What Claude Code, Codex, opencode or Continue needs to use this server (as main.py connect prints or writes it)</source>
            <translation>Ce dont Claude Code, Codex, opencode ou Continue ont besoin pour utiliser ce serveur (tel que main.py connect l'affiche ou l'écrit)</translation>
        </message>
        <message>
            <source>Switch the server on (and press OK) first: a tool connects to the running server</source>
            <translation>Activez d'abord le serveur (et appuyez sur OK) : un outil se connecte au serveur en marche</translation>
        </message>
        <message>
            <source>(off)</source>
            <translation>(désactivé)</translation>
        </message>
    </context>
    <context>
        <name>ServerForm</name>
        <message>
            <source>Edit tool server</source>
            <translation>Modifier le serveur d'outils</translation>
        </message>
        <message>
            <source>Add tool server</source>
            <translation>Ajouter un serveur d'outils</translation>
        </message>
        <message>
            <source>e.g.  uvx mcp-server-time   or   npx -y @modelcontextprotocol/server-filesystem ~/Documents</source>
            <translation>par ex.  uvx mcp-server-time   ou   npx -y @modelcontextprotocol/server-filesystem ~/Documents</translation>
        </message>
        <message>
            <source>or the URL of a Streamable HTTP server</source>
            <translation>ou l'URL d'un serveur HTTP Streamable</translation>
        </message>
        <message>
            <source>its key, kept in the system keyring (HTTP only; empty: unchanged)</source>
            <translation>sa clé, conservée dans le trousseau du système (HTTP uniquement ; vide : inchangée)</translation>
        </message>
        <message>
            <source>its environment, one NAME=value a line (command servers)</source>
            <translation>son environnement, un NOM=valeur par ligne (serveurs à commande)</translation>
        </message>
        <message>
            <source>Environment variables</source>
            <translation>Variables d'environnement</translation>
        </message>
        <message>
            <source>Uses the network (turned off in offline mode)</source>
            <translation>Utilise le réseau (désactivé en mode hors ligne)</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nom</translation>
        </message>
        <message>
            <source>&amp;Command</source>
            <translation>&amp;Commande</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>&amp;URL</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>C&amp;lé</translation>
        </message>
        <message>
            <source>&amp;Environment</source>
            <translation>&amp;Environnement</translation>
        </message>
        <message>
            <source>The command cannot be read: {0}.</source>
            <translation>La commande ne peut pas être lue : {0}.</translation>
        </message>
        <message>
            <source>Each line of the environment is NAME=value: {0!r} is not.</source>
            <translation>Chaque ligne de l'environnement est NOM=valeur : {0!r} ne l'est pas.</translation>
        </message>
    </context>
    <context>
        <name>ServerIndicator</name>
        <message>
            <source>Local server</source>
            <translation>Serveur local</translation>
        </message>
        <message>
            <source>API {0} · {1} {2}</source>
            <translation>API {0} · {1} {2}</translation>
        </message>
        <message>
            <source>Hearth is serving the loaded model to other programs (OpenAI-compatible API at {0}/v1). File → Local server… changes it.</source>
            <translation>Hearth sert le modèle chargé à d'autres programmes (API compatible OpenAI à {0}/v1). Fichier → Serveur local… le modifie.</translation>
        </message>
    </context>
    <context>
        <name>ServerPanel</name>
        <message>
            <source>another program's request (the local server)</source>
            <translation>la requête d'un autre programme (le serveur local)</translation>
        </message>
        <message>
            <source>&amp;Local server…</source>
            <translation>Serveur &amp;local…</translation>
        </message>
    </context>
    <context>
        <name>SettingsFields</name>
        <message>
            <source>Enter a number, for example {0}.</source>
            <translation>Saisissez un nombre, par exemple {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example {0}.</source>
            <translation>Saisissez un nombre entier, par exemple {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, or leave it blank for a random seed.</source>
            <translation>Saisissez un nombre entier, ou laissez vide pour une graine aléatoire.</translation>
        </message>
    </context>
    <context>
        <name>SettingsPanel</name>
        <message>
            <source>Differs from the defaults</source>
            <translation>Diffère des valeurs par défaut</translation>
        </message>
        <message>
            <source>Reset to defaults</source>
            <translation>Rétablir les valeurs par défaut</translation>
        </message>
        <message>
            <source>Reset to the defaults for new chats</source>
            <translation>Rétablir les valeurs par défaut des nouvelles discussions</translation>
        </message>
        <message>
            <source>Use the defaults for new chats (Preferences, Ctrl+,) in this chat</source>
            <translation>Utiliser dans cette discussion les valeurs par défaut des nouvelles discussions (Préférences, Ctrl+,)</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>Préréglage</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>Prompt système</translation>
        </message>
        <message>
            <source>Instructions the model reads before the conversation</source>
            <translation>Instructions que le modèle lit avant la conversation</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>Par exemple : Tu es un assistant concis. Réponds en français.</translation>
        </message>
        <message>
            <source>Settings problem</source>
            <translation>Problème de paramètres</translation>
        </message>
        <message>
            <source>{0} problem</source>
            <translation>Problème : {0}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>random</source>
            <translation>aléatoire</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vide</translation>
        </message>
        <message>
            <source>Default for new chats: {0}</source>
            <translation>Par défaut pour les nouvelles discussions : {0}</translation>
        </message>
        <message>
            <source>Differs from your defaults for new chats: {0}.</source>
            <translation>Diffère de vos valeurs par défaut pour les nouvelles discussions : {0}.</translation>
        </message>
    </context>
    <context>
        <name>ShortcutHelp</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <source>Shortcut list</source>
            <translation>Liste des raccourcis</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Fermer (Échap)</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Sidebar</source>
            <translation>Barre latérale</translation>
        </message>
        <message>
            <source>← Conversations</source>
            <translation>← Conversations</translation>
        </message>
        <message>
            <source>Back to conversations</source>
            <translation>Retour aux conversations</translation>
        </message>
        <message>
            <source>Close search (Esc)</source>
            <translation>Fermer la recherche (Échap)</translation>
        </message>
    </context>
    <context>
        <name>SourceDialog</name>
        <message>
            <source>Source [{0}]</source>
            <translation>Source [{0}]</translation>
        </message>
        <message>
            <source>Source passage</source>
            <translation>Passage source</translation>
        </message>
        <message>
            <source>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</source>
            <translation>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</translation>
        </message>
        <message>
            <source>Passage</source>
            <translation>Passage</translation>
        </message>
        <message>
            <source>Open file</source>
            <translation>Ouvrir le fichier</translation>
        </message>
        <message>
            <source>Open the file in the program your system uses for it</source>
            <translation>Ouvrir le fichier dans le programme que votre système utilise pour lui</translation>
        </message>
    </context>
    <context>
        <name>Speed</name>
        <message>
            <source>fast</source>
            <translation>rapide</translation>
        </message>
        <message>
            <source>usable</source>
            <translation>utilisable</translation>
        </message>
        <message>
            <source>slow</source>
            <translation>lent</translation>
        </message>
        <message>
            <source>measured {0} tokens a second</source>
            <translation>mesuré à {0} jetons par seconde</translation>
        </message>
        <message>
            <source>at least {0} tokens a second</source>
            <translation>au moins {0} jetons par seconde</translation>
        </message>
        <message>
            <source>about {0} tokens a second</source>
            <translation>environ {0} jetons par seconde</translation>
        </message>
        <message>
            <source>{0} · ≥ {1} tok/s</source>
            <translation>{0} · ≥ {1} jetons/s</translation>
        </message>
        <message>
            <source>{0} · ≈ {1} tok/s</source>
            <translation>{0} · ≈ {1} jetons/s</translation>
        </message>
        <message>
            <source>The speed its last reply was written at on this computer. 10 or more reads comfortably.</source>
            <translation>La vitesse à laquelle sa dernière réponse a été écrite sur cet ordinateur. À partir de 10, la lecture est confortable.</translation>
        </message>
        <message>
            <source>an assumed floor for GPU memory</source>
            <translation>un plancher supposé pour la mémoire GPU</translation>
        </message>
        <message>
            <source>this machine's memory, measured</source>
            <translation>la mémoire de cette machine, mesurée</translation>
        </message>
        <message>
            <source>Writing reads all {0} GB of weights for every word piece: at {1} GB/s ({2}) that is about {3} tokens a second. 10 or more reads comfortably.</source>
            <translation>Écrire lit les {0} Go de poids pour chaque morceau de mot : à {1} Go/s ({2}), cela fait environ {3} jetons par seconde. À partir de 10, la lecture est confortable.</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{0} failed: {1}</source>
            <translation>Échec de {0} : {1}</translation>
        </message>
        <message>
            <source>{0}

Hearth skips the failed devices for this model from now on. Use this menu to try all devices again (after a driver update, say).</source>
            <translation>{0}

Hearth ignore désormais les appareils en échec pour ce modèle. Utilisez ce menu pour réessayer tous les appareils (après une mise à jour de pilote, par exemple).</translation>
        </message>
        <message>
            <source>{0} ({1} skipped: failed before)</source>
            <translation>{0} ({1} ignoré : en échec auparavant)</translation>
        </message>
        <message>
            <source>{0} failed the last time this model was loaded, so Hearth went straight to {1}. Use this menu to try all devices again.</source>
            <translation>{0} a échoué au dernier chargement de ce modèle, Hearth est donc passé directement à {1}. Utilisez ce menu pour réessayer tous les appareils.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>Aucun modèle chargé</translation>
        </message>
        <message>
            <source>Model and device</source>
            <translation>Modèle et appareil</translation>
        </message>
        <message>
            <source>Try all devices again</source>
            <translation>Réessayer tous les appareils</translation>
        </message>
        <message>
            <source>Device fallback</source>
            <translation>Appareil de repli</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>Contexte utilisé</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>Vitesse de la dernière réponse</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>Chargement de {0}…</translation>
        </message>
        <message numerus="yes">
            <source>Context: %Ln token(s)</source>
            <translation>
                <numerusform>Contexte : %Ln jeton</numerusform>
                <numerusform>Contexte : %Ln jetons</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln jeton</numerusform>
                <numerusform>%Ln jetons</numerusform>
            </translation>
        </message>
        <message>
            <source>How much of the model's context this conversation uses</source>
            <translation>La part du contexte du modèle qu'utilise cette conversation</translation>
        </message>
        <message>
            <source> · first token {0} s</source>
            <translation> · premier jeton {0} s</translation>
        </message>
        <message>
            <source>{0} tok/s{1}</source>
            <translation>{0} jetons/s{1}</translation>
        </message>
        <message>
            <source>Speed of the last reply in this conversation</source>
            <translation>Vitesse de la dernière réponse de cette conversation</translation>
        </message>
        <message>
            <source>No reply in this conversation yet</source>
            <translation>Pas encore de réponse dans cette conversation</translation>
        </message>
    </context>
    <context>
        <name>StoreWrites</name>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>the conversations file can't be written (read-only)</source>
            <translation>le fichier des conversations ne peut pas être écrit (lecture seule)</translation>
        </message>
        <message>
            <source>the conversations file can't be written</source>
            <translation>le fichier des conversations ne peut pas être écrit</translation>
        </message>
        <message>
            <source>Couldn't save: {0}. The reply is kept in memory; free some space and it will be saved.</source>
            <translation>Enregistrement impossible : {0}. La réponse est gardée en mémoire ; libérez de l'espace et elle sera enregistrée.</translation>
        </message>
        <message>
            <source>Everything is saved again.</source>
            <translation>Tout est de nouveau enregistré.</translation>
        </message>
    </context>
    <context>
        <name>ThinkButton</name>
        <message>
            <source>This model answers without thinking first.</source>
            <translation>Ce modèle répond sans réfléchir d'abord.</translation>
        </message>
        <message>
            <source>This model thinks before it answers; thinking can be switched off for a chat.</source>
            <translation>Ce modèle réfléchit avant de répondre ; la réflexion peut être désactivée pour une discussion.</translation>
        </message>
        <message>
            <source>This model always thinks before it answers (not switchable: its chat template has no switch).</source>
            <translation>Ce modèle réfléchit toujours avant de répondre (non désactivable : son modèle de discussion n'a pas d'interrupteur).</translation>
        </message>
        <message>
            <source>Think</source>
            <translation>Réfléchir</translation>
        </message>
        <message>
            <source>Think before answering</source>
            <translation>Réfléchir avant de répondre</translation>
        </message>
        <message>
            <source>Think by default with this model</source>
            <translation>Réfléchir par défaut avec ce modèle</translation>
        </message>
        <message>
            <source>On: the model thinks before it answers in this chat (click to answer at once)</source>
            <translation>Activé : le modèle réfléchit avant de répondre dans cette discussion (cliquez pour répondre tout de suite)</translation>
        </message>
        <message>
            <source>Off: the model answers at once in this chat (click to let it think)</source>
            <translation>Désactivé : le modèle répond tout de suite dans cette discussion (cliquez pour le laisser réfléchir)</translation>
        </message>
        <message>
            <source>{0}. The arrow sets what new chats with this model start with.</source>
            <translation>{0}. La flèche définit comment commencent les nouvelles discussions avec ce modèle.</translation>
        </message>
    </context>
    <context>
        <name>ThinkingHtml</name>
        <message>
            <source>Its latest lines as it thinks; all of it once the reply has ended.</source>
            <translation>Ses dernières lignes pendant qu'il réfléchit ; le tout une fois la réponse terminée.</translation>
        </message>
        <message>
            <source>The reply stopped while the model was still thinking: it has no answer yet. Continue lets it go on.</source>
            <translation>La réponse s'est arrêtée pendant que le modèle réfléchissait encore : il n'a pas encore de réponse. Poursuivre le laisse continuer.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Réflexion…</translation>
        </message>
        <message numerus="yes">
            <source>Thought for %Ln s</source>
            <translation>
                <numerusform>A réfléchi %Ln s</numerusform>
                <numerusform>A réfléchi %Ln s</numerusform>
            </translation>
        </message>
        <message>
            <source>Thought for less than a second</source>
            <translation>A réfléchi moins d'une seconde</translation>
        </message>
        <message>
            <source>Thinking</source>
            <translation>Réflexion</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>Masquer la réflexion</translation>
        </message>
        <message>
            <source>Show what the model thought before answering</source>
            <translation>Afficher ce que le modèle a pensé avant de répondre</translation>
        </message>
        <message numerus="yes">
            <source>%Ln word(s)</source>
            <translation>
                <numerusform>%Ln mot</numerusform>
                <numerusform>%Ln mots</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Thread</name>
        <message numerus="yes">
            <source>%n earlier message(s) left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</source>
            <translation>
                <numerusform>%n message précédent laissé de côté pour cette réponse  : le contexte du modèle est plein. Commencez une nouvelle discussion, ou chargez un modèle au contexte plus grand, pour tout garder en vue.</numerusform>
                <numerusform>%n messages précédents laissés de côté pour cette réponse : le contexte du modèle est plein. Commencez une nouvelle discussion, ou chargez un modèle au contexte plus grand, pour tout garder en vue.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading your message… {0} %</source>
            <translation>Lecture de votre message… {0} %</translation>
        </message>
        <message>
            <source> (about {0} s left)</source>
            <translation> (environ {0} s restantes)</translation>
        </message>
        <message>
            <source> (about {0} min left)</source>
            <translation> (environ {0} min restantes)</translation>
        </message>
    </context>
    <context>
        <name>ToolCallCard</name>
        <message>
            <source>Tool call</source>
            <translation>Appel d'outil</translation>
        </message>
        <message>
            <source>&amp;Allow once</source>
            <translation>&amp;Autoriser une fois</translation>
        </message>
        <message>
            <source>Al&amp;ways allow this tool</source>
            <translation>&amp;Toujours autoriser cet outil</translation>
        </message>
        <message>
            <source>&amp;Deny</source>
            <translation>&amp;Refuser</translation>
        </message>
        <message>
            <source>built into Hearth</source>
            <translation>intégré à Hearth</translation>
        </message>
        <message>
            <source>from the tool server {0}</source>
            <translation>du serveur d'outils {0}</translation>
        </message>
        <message>
            <source>The assistant wants to run &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt;</source>
            <translation>L'assistant veut exécuter &lt;b&gt;{0}&lt;/b&gt; ({1}) avec &lt;code&gt;{2}&lt;/code&gt;</translation>
        </message>
        <message>
            <source>Running &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt; … (Stop ends it)</source>
            <translation>Exécution de &lt;b&gt;{0}&lt;/b&gt; ({1}) avec &lt;code&gt;{2}&lt;/code&gt; … (Arrêter y met fin)</translation>
        </message>
    </context>
    <context>
        <name>ToolServersDialog</name>
        <message>
            <source>Tool servers</source>
            <translation>Serveurs d'outils</translation>
        </message>
        <message>
            <source>Server details</source>
            <translation>Détails du serveur</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Ajouter…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Modifier…</translation>
        </message>
        <message>
            <source>&amp;Import mcp.json…</source>
            <translation>&amp;Importer mcp.json…</translation>
        </message>
        <message>
            <source>&amp;Test</source>
            <translation>&amp;Tester</translation>
        </message>
        <message>
            <source>Turn o&amp;ff</source>
            <translation>&amp;Désactiver</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Retirer</translation>
        </message>
        <message>
            <source>Always allowed tools</source>
            <translation>Outils toujours autorisés</translation>
        </message>
        <message>
            <source>&amp;Forget</source>
            <translation>&amp;Oublier</translation>
        </message>
        <message>
            <source>Servers whose tools chats may call (choose them per chat with the Tools button):</source>
            <translation>Serveurs dont les discussions peuvent appeler les outils (choisissez-les par discussion avec le bouton Outils) :</translation>
        </message>
        <message>
            <source>Run without asking:</source>
            <translation>Exécuter sans demander :</translation>
        </message>
        <message>
            <source>No tool servers yet. Add one, or import the mcp.json of Claude Desktop, Cursor or LM Studio.</source>
            <translation>Aucun serveur d'outils pour l'instant. Ajoutez-en un, ou importez le mcp.json de Claude Desktop, Cursor ou LM Studio.</translation>
        </message>
        <message>
            <source>Turn o&amp;n</source>
            <translation>A&amp;ctiver</translation>
        </message>
        <message>
            <source>Import mcp.json</source>
            <translation>Importer mcp.json</translation>
        </message>
        <message>
            <source>JSON (*.json);;All files (*)</source>
            <translation>JSON (*.json);;Tous les fichiers (*)</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n server(s): {0}.</source>
            <translation>
                <numerusform>%n serveur importé : {0}.</numerusform>
                <numerusform>%n serveurs importés : {0}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>Rien n'a été importé.</translation>
        </message>
        <message>
            <source>Left out:</source>
            <translation>Écartés :</translation>
        </message>
        <message>
            <source>Starting {0}…</source>
            <translation>Démarrage de {0}…</translation>
        </message>
        <message>
            <source>(left out) {0}</source>
            <translation>(écarté) {0}</translation>
        </message>
        <message>
            <source>Not running: it starts when a chat that uses it needs it (or press Test).</source>
            <translation>Arrêté : il démarre quand une discussion qui l'utilise en a besoin (ou appuyez sur Tester).</translation>
        </message>
        <message>
            <source>Its last output:</source>
            <translation>Sa dernière sortie :</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Waiting for your answer: {0}</source>
            <translation>En attente de votre réponse : {0}</translation>
        </message>
        <message>
            <source>Running {0}…</source>
            <translation>Exécution de {0}…</translation>
        </message>
        <message>
            <source>The current date and time, here or in a time zone.</source>
            <translation>La date et l'heure actuelles, ici ou dans un fuseau horaire.</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Date et heure</translation>
        </message>
        <message>
            <source>Compute an arithmetic expression exactly, e.g. 17*23 or sqrt(2).</source>
            <translation>Calculer exactement une expression arithmétique, par ex. 17*23 ou sqrt(2).</translation>
        </message>
        <message>
            <source>Calculator</source>
            <translation>Calculatrice</translation>
        </message>
        <message>
            <source>Search this person's earlier conversations.</source>
            <translation>Chercher dans les conversations précédentes de cette personne.</translation>
        </message>
        <message>
            <source>Search my conversations</source>
            <translation>Chercher dans mes conversations</translation>
        </message>
        <message>
            <source>Search the documents attached to this chat.</source>
            <translation>Chercher dans les documents joints à cette discussion.</translation>
        </message>
        <message>
            <source>Search this chat's documents</source>
            <translation>Chercher dans les documents de cette discussion</translation>
        </message>
        <message>
            <source>Keep a lasting fact about the person (their name, work, preferences) for later chats. The person is asked first.</source>
            <translation>Garder un fait durable sur la personne (son nom, son travail, ses préférences) pour les discussions suivantes. La personne est d'abord consultée.</translation>
        </message>
        <message>
            <source>Remember (asks first)</source>
            <translation>Retenir (demande d'abord)</translation>
        </message>
    </context>
    <context>
        <name>ToolsButton</name>
        <message>
            <source>Server: {0}</source>
            <translation>Serveur : {0}</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Outils</translation>
        </message>
        <message>
            <source>Which tools this chat may call (each call is shown and asked first)</source>
            <translation>Les outils que cette discussion peut appeler (chaque appel est montré et demandé d'abord)</translation>
        </message>
        <message>
            <source>Tools ({0})</source>
            <translation>Outils ({0})</translation>
        </message>
        <message>
            <source> (uses the network)</source>
            <translation> (utilise le réseau)</translation>
        </message>
        <message>
            <source>{0} (off: {1})</source>
            <translation>{0} (désactivé : {1})</translation>
        </message>
        <message>
            <source>{0} (failed to start)</source>
            <translation>{0} (échec du démarrage)</translation>
        </message>
        <message>
            <source>It failed: {0}. Tool servers… shows its last output.</source>
            <translation>Échec : {0}. Serveurs d'outils… montre sa dernière sortie.</translation>
        </message>
        <message>
            <source>A reply must start with a tool call</source>
            <translation>Une réponse doit commencer par un appel d'outil</translation>
        </message>
        <message>
            <source>For small models that do not choose tools by themselves</source>
            <translation>Pour les petits modèles qui ne choisissent pas les outils d'eux-mêmes</translation>
        </message>
        <message>
            <source>Tool servers…</source>
            <translation>Serveurs d'outils…</translation>
        </message>
    </context>
    <context>
        <name>TurnRules</name>
        <message>
            <source>A reply is still being written. Wait for it, or press Stop (Esc).</source>
            <translation>Une réponse est encore en cours d'écriture. Attendez-la, ou appuyez sur Arrêter (Échap).</translation>
        </message>
        <message>
            <source>Another model is loading. Wait until it is ready, then send again.</source>
            <translation>Un autre modèle est en cours de chargement. Attendez qu'il soit prêt, puis renvoyez.</translation>
        </message>
        <message>
            <source>No model is still loading, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>Le modèle est encore en cours de chargement : rien ne peut encore répondre. Ouvrez un dossier de modèle ou utilisez le modèle de démonstration, puis renvoyez.</translation>
        </message>
        <message>
            <source>No model is loaded, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>Aucun modèle n'est chargé : rien ne peut encore répondre. Ouvrez un dossier de modèle ou utilisez le modèle de démonstration, puis renvoyez.</translation>
        </message>
        <message>
            <source>Only the last reply can be regenerated; edit a message to branch earlier.</source>
            <translation>Seule la dernière réponse peut être régénérée ; modifiez un message pour créer une branche plus tôt.</translation>
        </message>
        <message>
            <source>Only the last reply can be continued.</source>
            <translation>Seule la dernière réponse peut être poursuivie.</translation>
        </message>
    </context>
    <context>
        <name>TurnRunner</name>
        <message>
            <source>The reply could not be started: {0}. Free some space and try again.</source>
            <translation>La réponse n'a pas pu commencer : {0}. Libérez de l'espace et réessayez.</translation>
        </message>
        <message>
            <source>The images in this chat were left out: {0} does not see images (choose a model marked "sees images" to show them).</source>
            <translation>Les images de cette discussion ont été laissées de côté : {0} ne voit pas les images (choisissez un modèle marqué « voit les images » pour les montrer).</translation>
        </message>
        <message numerus="yes">
            <source>%n image(s) in this chat could not be read and were left out; the reply goes on without them.</source>
            <translation>
                <numerusform>%n image de cette discussion n'a pas pu être lue et a été laissée de côté ; la réponse continue sans elle.</numerusform>
                <numerusform>%n images de cette discussion n'ont pas pu être lues et ont été laissées de côté ; la réponse continue sans elles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting: the model is answering {0} (%n request(s) ahead)…</source>
            <translation>
                <numerusform>En attente : le modèle répond à {0} (%n requête avant)…</numerusform>
                <numerusform>En attente : le modèle répond à {0} (%n requêtes avant)…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting for the engine (%n request(s) ahead)…</source>
            <translation>
                <numerusform>En attente du moteur (%n requête avant)…</numerusform>
                <numerusform>En attente du moteur (%n requêtes avant)…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VariantPage</name>
        <message>
            <source>← Back</source>
            <translation>← Retour</translation>
        </message>
        <message>
            <source>Back to the list of models</source>
            <translation>Retour à la liste des modèles</translation>
        </message>
        <message>
            <source>About this model</source>
            <translation>À propos de ce modèle</translation>
        </message>
        <message>
            <source>Variant list status</source>
            <translation>État de la liste des variantes</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Réessayer</translation>
        </message>
        <message>
            <source>List the variants again</source>
            <translation>Relister les variantes</translation>
        </message>
        <message>
            <source>Show all variants, including those this computer cannot run</source>
            <translation>Afficher toutes les variantes, y compris celles que cet ordinateur ne peut pas exécuter</translation>
        </message>
        <message>
            <source>Show all variants</source>
            <translation>Afficher toutes les variantes</translation>
        </message>
        <message>
            <source>Hidden variants</source>
            <translation>Variantes masquées</translation>
        </message>
        <message>
            <source>Model {0}</source>
            <translation>Modèle {0}</translation>
        </message>
        <message>
            <source>Listing the files of {0} on the hub…</source>
            <translation>Liste des fichiers de {0} sur le hub…</translation>
        </message>
        <message>
            <source>{0} has no model Hearth can run: no folder with a genai_config.json and no onnx/model*.onnx export. Choose another model.</source>
            <translation>{0} n'a aucun modèle que Hearth puisse exécuter : aucun dossier avec un genai_config.json et aucun export onnx/model*.onnx. Choisissez un autre modèle.</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(racine du dépôt)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>Conçu pour {0}, que cet ordinateur n'a pas.</translation>
        </message>
        <message>
            <source>Cannot run here</source>
            <translation>Ne fonctionne pas ici</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth n'a pas pu mesurer la vitesse de la mémoire de cet ordinateur.</translation>
        </message>
        <message>
            <source>Installed · Use</source>
            <translation>Installé · Utiliser</translation>
        </message>
        <message>
            <source>This variant is already installed: chat with it.</source>
            <translation>Cette variante est déjà installée : discutez avec elle.</translation>
        </message>
        <message>
            <source>Use {0}</source>
            <translation>Utiliser {0}</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>Télécharger</translation>
        </message>
        <message>
            <source>This computer cannot run it: it is built for {0}.</source>
            <translation>Cet ordinateur ne peut pas l'exécuter : elle est conçue pour {0}.</translation>
        </message>
        <message>
            <source>Download {0}</source>
            <translation>Télécharger {0}</translation>
        </message>
        <message>
            <source>Downloading is off: {0}.</source>
            <translation>Le téléchargement est désactivé : {0}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more variant(s) for {0} hidden: this computer cannot run them.</source>
            <translation>
                <numerusform>%n autre variante pour {0} masquée : cet ordinateur ne peut pas l'exécuter.</numerusform>
                <numerusform>%n autres variantes pour {0} masquées : cet ordinateur ne peut pas les exécuter.</numerusform>
            </translation>
        </message>
        <message>
            <source>None of the variants of {0} runs on this computer.</source>
            <translation>Aucune variante de {0} ne fonctionne sur cet ordinateur.</translation>
        </message>
    </context>
    <context>
        <name>Voice</name>
        <message>
            <source>Read aloud</source>
            <translation>Lire à voix haute</translation>
        </message>
        <message>
            <source>Read this reply aloud with the system's voice (Esc stops it)</source>
            <translation>Lire cette réponse à voix haute avec la voix du système (Échap l'arrête)</translation>
        </message>
        <message>
            <source>Dictate</source>
            <translation>Dicter</translation>
        </message>
        <message>
            <source>Voice conversation</source>
            <translation>Conversation vocale</translation>
        </message>
        <message>
            <source>Microphone level</source>
            <translation>Niveau du micro</translation>
        </message>
        <message>
            <source>Dictation</source>
            <translation>Dictée</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>Arrêter la lecture</translation>
        </message>
        <message>
            <source>Silence the voice reading the reply (Esc)</source>
            <translation>Faire taire la voix qui lit la réponse (Échap)</translation>
        </message>
        <message>
            <source>Read replies a&amp;loud</source>
            <translation>&amp;Lire les réponses à voix haute</translation>
        </message>
        <message>
            <source>Read each new reply aloud while it is written</source>
            <translation>Lire chaque nouvelle réponse à voix haute pendant son écriture</translation>
        </message>
        <message>
            <source>Listening… (Esc cancels)</source>
            <translation>Écoute… (Échap annule)</translation>
        </message>
        <message>
            <source>Writing down…</source>
            <translation>Transcription…</translation>
        </message>
        <message>
            <source>Stop listening and write down what you said (Ctrl+Shift+D)</source>
            <translation>Arrêter l'écoute et transcrire ce que vous avez dit (Ctrl+Maj+D)</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear here for you to edit (Ctrl+Shift+D; Esc cancels)</source>
            <translation>Dicter : parlez, et les mots apparaissent ici pour que vous les modifiiez (Ctrl+Maj+D ; Échap annule)</translation>
        </message>
        <message>
            <source>Dictation needs Qt's multimedia module (PySide6-Addons), which this build of Hearth lacks.</source>
            <translation>La dictée nécessite le module multimédia de Qt (PySide6-Addons), absent de cette version de Hearth.</translation>
        </message>
        <message>
            <source>No microphone was found. Connect one, or check that the system's sound settings list an input device.</source>
            <translation>Aucun micro n'a été trouvé. Branchez-en un, ou vérifiez que les réglages audio du système listent un périphérique d'entrée.</translation>
        </message>
        <message>
            <source>The microphone could not be opened: the system may be refusing Hearth access to it (macOS: System Settings → Privacy &amp; Security → Microphone; Windows: Settings → Privacy → Microphone), or another program holds it.</source>
            <translation>Impossible d'ouvrir le micro : le système refuse peut-être l'accès à Hearth (macOS : Réglages Système → Confidentialité et sécurité → Microphone ; Windows : Paramètres → Confidentialité → Microphone), ou un autre programme l'utilise.</translation>
        </message>
        <message>
            <source>No voices were found to read aloud with. On Linux install speech-dispatcher (with espeak-ng) or flite; Windows and macOS have voices of their own.</source>
            <translation>Aucune voix n'a été trouvée pour lire à voix haute. Sous Linux, installez speech-dispatcher (avec espeak-ng) ou flite ; Windows et macOS ont leurs propres voix.</translation>
        </message>
        <message>
            <source>The voice engine '{name}' is not installed here.</source>
            <translation>Le moteur vocal « {name} » n'est pas installé ici.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>aucune raison donnée</translation>
        </message>
        <message>
            <source>The voice could not start ({name}: {why}).</source>
            <translation>La voix n'a pas pu démarrer ({name} : {why}).</translation>
        </message>
        <message>
            <source>Reading aloud failed: {why}</source>
            <translation>Échec de la lecture à voix haute : {why}</translation>
        </message>
        <message>
            <source>&amp;Voice</source>
            <translation>&amp;Voix</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>Micro</translation>
        </message>
        <message>
            <source>Find microphones and voices</source>
            <translation>Rechercher les micros et les voix</translation>
        </message>
        <message>
            <source>Read replies aloud while they are written</source>
            <translation>Lire les réponses à voix haute pendant leur écriture</translation>
        </message>
        <message>
            <source>Send what I dictate when I stop talking</source>
            <translation>Envoyer ce que je dicte quand je cesse de parler</translation>
        </message>
        <message>
            <source>Dictation (Ctrl+Shift+D) writes your words into the message box; with the second switch on the message is sent as soon as they are written down. Speech is turned into text on this computer; the recording is kept in memory only.</source>
            <translation>La dictée (Ctrl+Maj+D) écrit vos mots dans la zone de message ; avec le second interrupteur, le message est envoyé dès qu'ils sont écrits. La parole est transcrite sur cet ordinateur ; l'enregistrement reste uniquement en mémoire.</translation>
        </message>
        <message>
            <source>Voice</source>
            <translation>Voix</translation>
        </message>
        <message>
            <source>Speaking rate</source>
            <translation>Débit de parole</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Débit</translation>
        </message>
        <message>
            <source>Looking for microphones…</source>
            <translation>Recherche des micros…</translation>
        </message>
        <message>
            <source>The microphones could not be listed ({error}).</source>
            <translation>Impossible de lister les micros ({error}).</translation>
        </message>
        <message>
            <source>No microphone was found: connect one, or check the system's sound settings.</source>
            <translation>Aucun micro trouvé : branchez-en un, ou vérifiez les réglages audio du système.</translation>
        </message>
        <message>
            <source>The system's default</source>
            <translation>Celui du système</translation>
        </message>
        <message>
            <source>Talk</source>
            <translation>Parler</translation>
        </message>
        <message>
            <source>Listening — speak now (Esc leaves the conversation)</source>
            <translation>À l'écoute — parlez maintenant (Échap quitte la conversation)</translation>
        </message>
        <message>
            <source>Thinking… (Esc leaves the conversation)</source>
            <translation>Réflexion… (Échap quitte la conversation)</translation>
        </message>
        <message>
            <source>Speaking — speak to interrupt (Esc leaves the conversation)</source>
            <translation>Parle — parlez pour l'interrompre (Échap quitte la conversation)</translation>
        </message>
        <message>
            <source>Leave the voice conversation (Ctrl+Shift+T or Esc)</source>
            <translation>Quitter la conversation vocale (Ctrl+Maj+T ou Échap)</translation>
        </message>
        <message>
            <source>Talk with the model hands-free: it listens, answers aloud and listens again; speaking interrupts it (Ctrl+Shift+T; Esc leaves)</source>
            <translation>Parler au modèle mains libres : il écoute, répond à voix haute et écoute de nouveau ; parler l'interrompt (Ctrl+Maj+T ; Échap pour quitter)</translation>
        </message>
        <message>
            <source>the voice engine '{name}' did not start within {seconds} s</source>
            <translation>le moteur vocal '{name}' n’a pas démarré en {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>WindowActions</name>
        <message>
            <source>&amp;New chat</source>
            <translation>&amp;Nouvelle discussion</translation>
        </message>
        <message>
            <source>Start a new chat</source>
            <translation>Commencer une nouvelle discussion</translation>
        </message>
        <message>
            <source>&amp;Search conversations</source>
            <translation>&amp;Chercher dans les conversations</translation>
        </message>
        <message>
            <source>Search every conversation</source>
            <translation>Chercher dans toutes les conversations</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <source>Preferences: theme, text size, defaults for new chats…</source>
            <translation>Préférences : thème, taille du texte, valeurs par défaut des nouvelles discussions…</translation>
        </message>
        <message>
            <source>Se&amp;ttings for this chat</source>
            <translation>&amp;Paramètres de cette discussion</translation>
        </message>
        <message>
            <source>Show or hide the settings of this chat</source>
            <translation>Afficher ou masquer les paramètres de cette discussion</translation>
        </message>
        <message>
            <source>&amp;Regenerate last reply</source>
            <translation>&amp;Régénérer la dernière réponse</translation>
        </message>
        <message>
            <source>Write the last reply again</source>
            <translation>Réécrire la dernière réponse</translation>
        </message>
        <message>
            <source>Choose the &amp;model…</source>
            <translation>Choisir le &amp;modèle…</translation>
        </message>
        <message>
            <source>Pick, switch or eject the chat's model</source>
            <translation>Choisir, changer ou éjecter le modèle de la discussion</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>Aller à la &amp;zone de message</translation>
        </message>
        <message>
            <source>Put the cursor in the message box</source>
            <translation>Placer le curseur dans la zone de message</translation>
        </message>
        <message>
            <source>&amp;Attach files…</source>
            <translation>&amp;Joindre des fichiers…</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>Joindre des fichiers à cette discussion</translation>
        </message>
        <message>
            <source>&amp;Edit your last message</source>
            <translation>Modifier votre &amp;dernier message</translation>
        </message>
        <message>
            <source>Edit your last message and send it again</source>
            <translation>Modifier votre dernier message et l'envoyer à nouveau</translation>
        </message>
        <message>
            <source>C&amp;ontinue the stopped reply</source>
            <translation>P&amp;oursuivre la réponse interrompue</translation>
        </message>
        <message>
            <source>Let the stopped reply go on</source>
            <translation>Laisser la réponse interrompue continuer</translation>
        </message>
        <message>
            <source>&amp;Copy the last reply</source>
            <translation>&amp;Copier la dernière réponse</translation>
        </message>
        <message>
            <source>Copy the last reply's text</source>
            <translation>Copier le texte de la dernière réponse</translation>
        </message>
        <message>
            <source>&amp;Dictate</source>
            <translation>D&amp;icter</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear in the message box (press again, or pause, to stop; Esc cancels)</source>
            <translation>Dicter : parlez, et les mots apparaissent dans la zone de message (appuyez à nouveau ou faites une pause pour arrêter ; Échap annule)</translation>
        </message>
        <message>
            <source>&amp;Talk (voice conversation)</source>
            <translation>&amp;Parler (conversation vocale)</translation>
        </message>
        <message>
            <source>Talk hands-free: Hearth listens, answers aloud and listens again; speaking interrupts it; Esc leaves</source>
            <translation>Parler mains libres : Hearth écoute, répond à voix haute et écoute de nouveau ; parler l'interrompt ; Échap pour quitter</translation>
        </message>
        <message>
            <source>&amp;Export conversation…</source>
            <translation>&amp;Exporter la conversation…</translation>
        </message>
        <message>
            <source>Save this chat as Markdown, HTML, PDF or JSON</source>
            <translation>Enregistrer cette discussion en Markdown, HTML, PDF ou JSON</translation>
        </message>
        <message>
            <source>&amp;Open model folder…</source>
            <translation>&amp;Ouvrir un dossier de modèle…</translation>
        </message>
        <message>
            <source>Load a model from a folder</source>
            <translation>Charger un modèle depuis un dossier</translation>
        </message>
        <message>
            <source>&amp;Models…</source>
            <translation>&amp;Modèles…</translation>
        </message>
        <message>
            <source>Browse, download and manage models</source>
            <translation>Parcourir, télécharger et gérer les modèles</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Raccourcis clavier</translation>
        </message>
        <message>
            <source>Show this list</source>
            <translation>Afficher cette liste</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>Quit Hearth</source>
            <translation>Quitter Hearth</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>Envoyer le message</translation>
        </message>
        <message>
            <source>New line in the message</source>
            <translation>Nouvelle ligne dans le message</translation>
        </message>
        <message>
            <source>Stop the reply being written; leave the voice conversation, edit mode or search</source>
            <translation>Arrêter la réponse en cours d'écriture ; quitter la conversation vocale, le mode modification ou la recherche</translation>
        </message>
        <message>
            <source>Rename the chat chosen in the list</source>
            <translation>Renommer la discussion choisie dans la liste</translation>
        </message>
        <message>
            <source>Delete the chat chosen in the list (Undo brings it back)</source>
            <translation>Supprimer la discussion choisie dans la liste (Annuler la fait revenir)</translation>
        </message>
        <message>
            <source>Go to the next part of the window, in screen order: New chat, the conversations, the libraries, the model, the messages' actions, the message box and its buttons, the chat's settings</source>
            <translation>Aller à la partie suivante de la fenêtre, dans l'ordre de l'écran : Nouvelle discussion, les conversations, les bibliothèques, le modèle, les actions des messages, la zone de message et ses boutons, les paramètres de la discussion</translation>
        </message>
        <message>
            <source>Go back to the previous part of the window</source>
            <translation>Revenir à la partie précédente de la fenêtre</translation>
        </message>
        <message>
            <source>Remember something about you in every chat (Memory → Remember…)</source>
            <translation>Retenir quelque chose sur vous dans chaque discussion (Mémoire → Retenir…)</translation>
        </message>
        <message>
            <source>See, edit, turn off or delete what Hearth remembers (Memory → Memories…)</source>
            <translation>Voir, modifier, désactiver ou supprimer ce que Hearth retient (Mémoire → Souvenirs…)</translation>
        </message>
        <message>
            <source>Make a project: chats with shared instructions, documents and model (Projects → New project…)</source>
            <translation>Créer un projet : des discussions avec des instructions, des documents et un modèle communs (Projets → Nouveau projet…)</translation>
        </message>
        <message>
            <source>A new chat in the project of the chat open now</source>
            <translation>Une nouvelle discussion dans le projet de la discussion ouverte</translation>
        </message>
        <message>
            <source>A new incognito chat: no memory, deleted for good when you leave it (File → New incognito chat)</source>
            <translation>Une nouvelle discussion incognito : sans mémoire, supprimée définitivement quand vous la quittez (Fichier → Nouvelle discussion incognito)</translation>
        </message>
        <message>
            <source>Compare two replies: the message to two models, or to one model with two settings (Chat → Compare two replies…)</source>
            <translation>Comparer deux réponses : le message à deux modèles, ou à un modèle avec deux jeux de paramètres (Discussion → Comparer deux réponses…)</translation>
        </message>
        <message>
            <source>Use the &amp;demo model</source>
            <translation>Utiliser le modèle de &amp;démonstration</translation>
        </message>
        <message>
            <source>&amp;Import conversation…</source>
            <translation>&amp;Importer une conversation…</translation>
        </message>
        <message>
            <source>&amp;Stop reply	Esc</source>
            <translation>&amp;Arrêter la réponse	Échap</translation>
        </message>
        <message>
            <source>&amp;About Hearth</source>
            <translation>À &amp;propos de Hearth</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>&amp;Discussion</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>Barre de menus</translation>
        </message>
    </context>
    <context>
        <name>WindowDialogs</name>
        <message>
            <source>The models folder can be changed only where Hearth manages models.</source>
            <translation>Le dossier des modèles ne peut être changé que là où Hearth gère les modèles.</translation>
        </message>
    </context>
</TS>
