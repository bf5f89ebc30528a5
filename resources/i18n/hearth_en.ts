<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>AccelDialog</name>
        <message numerus="yes">
            <source>{0}: {1} download (%n package(s) from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</source>
            <translation>
                <numerusform>{0}: {1} download (%n package from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</numerusform>
                <numerusform>{0}: {1} download (%n packages from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message numerus="yes">
            <source>%n download(s) left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</source>
            <translation>
                <numerusform>%n download was left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</numerusform>
                <numerusform>%n downloads were left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n reply(s) still being written when Hearth last closed; what was saved is kept and marked as interrupted.</source>
            <translation>
                <numerusform>%n reply was still being written when Hearth last closed; what was saved is kept and marked as interrupted.</numerusform>
                <numerusform>%n replies were still being written when Hearth last closed; what was saved is kept and marked as interrupted.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
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
                <numerusform>{0} with %Ln image</numerusform>
                <numerusform>{0} with %Ln images</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DocumentsPanel</name>
        <message numerus="yes">
            <source>%Ln passage(s)</source>
            <translation>
                <numerusform>%Ln passage</numerusform>
                <numerusform>%Ln passages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln file</numerusform>
                <numerusform>%Ln files</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Grounding</name>
        <message numerus="yes">
            <source>%n passage(s) from your documents left out to fit the context.</source>
            <translation>
                <numerusform>%n passage from your documents left out to fit the context.</numerusform>
                <numerusform>%n passages from your documents left out to fit the context.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImageDraft</name>
        <message numerus="yes">
            <source>A message can show the model at most %n image(s).</source>
            <translation>
                <numerusform>A message can show the model at most %n image.</numerusform>
                <numerusform>A message can show the model at most %n images.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Memory</name>
        <message numerus="yes">
            <source>Used %n memory(s)</source>
            <translation>
                <numerusform>Used %n memory</numerusform>
                <numerusform>Used %n memories</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MemoryPanel</name>
        <message numerus="yes">
            <source>%n memory(s).</source>
            <translation>
                <numerusform>%n memory.</numerusform>
                <numerusform>%n memories.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n memory(s) for good? Replies already written keep their text.</source>
            <translation>
                <numerusform>Delete the %n memory for good? Replies already written keep their text.</numerusform>
                <numerusform>Delete all %n memories for good? Replies already written keep their text.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s) added.</source>
            <translation>
                <numerusform>%n memory added.</numerusform>
                <numerusform>%n memories added.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MessageHtml</name>
        <message numerus="yes">
            <source> · %Ln passage(s) left out to fit the context</source>
            <translation>
                <numerusform> · %Ln passage left out to fit the context</numerusform>
                <numerusform> · %Ln passages left out to fit the context</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>%Ln line</numerusform>
                <numerusform>%Ln lines</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln character(s)</source>
            <translation>
                <numerusform>%Ln character</numerusform>
                <numerusform>%Ln characters</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelPicker</name>
        <message numerus="yes">
            <source>%Ln model(s) shown.{0}</source>
            <translation>
                <numerusform>%Ln model shown.{0}</numerusform>
                <numerusform>%Ln models shown.{0}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> Listed: the %n curated model(s) that match.</source>
            <translation>
                <numerusform> Listed: the %n curated model that match.</numerusform>
                <numerusform> Listed: the %n curated models that match.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelSwitcher</name>
        <message numerus="yes">
            <source>Added {0} ({1}): it offers %Ln model(s). Choose one in the model picker at the top (Ctrl+L).</source>
            <translation>
                <numerusform>Added {0} ({1}): it offers %Ln model. Choose one in the model picker at the top (Ctrl+L).</numerusform>
                <numerusform>Added {0} ({1}): it offers %Ln models. Choose one in the model picker at the top (Ctrl+L).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Projects</name>
        <message numerus="yes">
            <source>Imported “{0}” with %n chat(s).</source>
            <translation>
                <numerusform>Imported “{0}” with %n chat.</numerusform>
                <numerusform>Imported “{0}” with %n chats.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It has %n chat(s). Kept, they become loose chats and its memories apply to every chat.</source>
            <translation>
                <numerusform>It has %n chat. Kept, it becomes a loose chat and the project's memories apply to every chat.</numerusform>
                <numerusform>It has %n chats. Kept, they become loose chats and the project's memories apply to every chat.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Provenance</name>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln token</numerusform>
                <numerusform>%Ln tokens</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SearchPanel</name>
        <message numerus="yes">
            <source>%Ln result(s)</source>
            <translation>
                <numerusform>%Ln result</numerusform>
                <numerusform>%Ln results</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message numerus="yes">
            <source>Context: %Ln token(s)</source>
            <translation>
                <numerusform>Context: %Ln token</numerusform>
                <numerusform>Context: %Ln tokens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln token</numerusform>
                <numerusform>%Ln tokens</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ThinkingHtml</name>
        <message numerus="yes">
            <source>Thought for %Ln s</source>
            <translation>
                <numerusform>Thought for %Ln s</numerusform>
                <numerusform>Thought for %Ln s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln word(s)</source>
            <translation>
                <numerusform>%Ln word</numerusform>
                <numerusform>%Ln words</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Thread</name>
        <message numerus="yes">
            <source>%n earlier message(s) left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</source>
            <translation>
                <numerusform>%n earlier message left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</numerusform>
                <numerusform>%n earlier messages left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ToolServersDialog</name>
        <message numerus="yes">
            <source>Imported %n server(s): {0}.</source>
            <translation>
                <numerusform>Imported %n server: {0}.</numerusform>
                <numerusform>Imported %n servers: {0}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TurnRunner</name>
        <message numerus="yes">
            <source>%n image(s) in this chat could not be read and were left out; the reply goes on without them.</source>
            <translation>
                <numerusform>%n image in this chat could not be read and was left out; the reply goes on without it.</numerusform>
                <numerusform>%n images in this chat could not be read and were left out; the reply goes on without them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting: the model is answering {0} (%n request(s) ahead)…</source>
            <translation>
                <numerusform>Waiting: the model is answering {0} (%n request ahead)…</numerusform>
                <numerusform>Waiting: the model is answering {0} (%n requests ahead)…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting for the engine (%n request(s) ahead)…</source>
            <translation>
                <numerusform>Waiting for the engine (%n request ahead)…</numerusform>
                <numerusform>Waiting for the engine (%n requests ahead)…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VariantPage</name>
        <message numerus="yes">
            <source>%n more variant(s) for {0} hidden: this computer cannot run them.</source>
            <translation>
                <numerusform>%n more variant for {0} is hidden: this computer cannot run them.</numerusform>
                <numerusform>%n more variants for {0} are hidden: this computer cannot run them.</numerusform>
            </translation>
        </message>
    </context>
</TS>
