<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>(could not read {0}: {1})</source>
            <translation>（无法读取 {0}：{1}）</translation>
        </message>
        <message>
            <source>{0}: third-party notices</source>
            <translation>{0}：第三方声明</translation>
        </message>
        <message>
            <source>various</source>
            <translation>多种</translation>
        </message>
        <message>
            <source>see the package</source>
            <translation>参见软件包</translation>
        </message>
        <message>
            <source>Licence: {0}</source>
            <translation>许可证：{0}</translation>
        </message>
        <message>
            <source>see the model's page</source>
            <translation>参见模型页面</translation>
        </message>
        <message>
            <source>Source: {0}</source>
            <translation>来源：{0}</translation>
        </message>
        <message>
            <source>Model: {0}</source>
            <translation>模型：{0}</translation>
        </message>
        <message>
            <source>System</source>
            <translation>系统</translation>
        </message>
        <message>
            <source>About {0}</source>
            <translation>关于 {0}</translation>
        </message>
        <message>
            <source>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Version {1}&lt;br&gt;Private, local LLM chat. Nothing you type leaves this computer.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;版本 {1}&lt;br&gt;私密的本地 LLM 聊天。你输入的任何内容都不会离开这台电脑。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>组件</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>版本</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Copy these versions, e.g. for a bug report</source>
            <translation>复制这些版本信息，例如用于错误报告</translation>
        </message>
        <message>
            <source>Versions</source>
            <translation>版本</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>许可证</translation>
        </message>
    </context>
    <context>
        <name>AccelDialog</name>
        <message>
            <source>Enable {0}</source>
            <translation>启用 {0}</translation>
        </message>
        <message>
            <source>Looking up the download for {0}…</source>
            <translation>正在查找 {0} 的下载…</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Download progress</source>
            <translation>下载进度</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>下载</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Cancel download</source>
            <translation>取消下载</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>{0}: everything it needs is already installed.</source>
            <translation>{0}：所需的一切都已安装。</translation>
        </message>
        <message numerus="yes">
            <source>{0}: {1} download (%n package(s) from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</source>
            <translation>
                <numerusform>{0}：需下载 {1}（来自 PyPI 的 %n 个软件包），安装到 Hearth 自己的文件夹中。你可以暂停和继续；在所有文件下载并校验完成之前，不会做任何更改。</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} / {1}</translation>
        </message>
        <message>
            <source>Paused. The downloaded part of {0} is kept: resume now or later.</source>
            <translation>已暂停。{0} 已下载的部分会保留：可以现在或稍后继续。</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Cancelled; the downloaded part was deleted.</source>
            <translation>已取消；已下载的部分已删除。</translation>
        </message>
        <message>
            <source>{0} is installed. The model is loaded again to use it.</source>
            <translation>{0} 已安装。模型会重新加载以使用它。</translation>
        </message>
        <message>
            <source>{0} could not be installed: {1}</source>
            <translation>无法安装 {0}：{1}</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message numerus="yes">
            <source>%n download(s) left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</source>
            <translation>
                <numerusform>Hearth 上次关闭时有 %n 个下载未完成；它们已暂停，继续后会从中断处接着下载。</numerusform>
            </translation>
        </message>
        <message>
            <source>Show downloads</source>
            <translation>显示下载</translation>
        </message>
        <message numerus="yes">
            <source>%n reply(s) still being written when Hearth last closed; what was saved is kept and marked as interrupted.</source>
            <translation>
                <numerusform>Hearth 上次关闭时有 %n 条回复仍在生成；已保存的部分会保留并标记为已中断。</numerusform>
            </translation>
        </message>
        <message>
            <source>Documents are unavailable: the documents database could not be opened ({0}).</source>
            <translation>文档不可用：无法打开文档数据库（{0}）。</translation>
        </message>
        <message>
            <source>Hearth can't open your conversations</source>
            <translation>Hearth 无法打开你的对话</translation>
        </message>
        <message>
            <source>{0}

Hearth will close so nothing is lost. If the file came from a newer Hearth, update this one; otherwise move the file aside and start again.</source>
            <translation>{0}

Hearth 将关闭，以免丢失任何内容。如果该文件来自更新版本的 Hearth，请更新当前版本；否则请将文件移到别处后重新启动。</translation>
        </message>
    </context>
    <context>
        <name>AttachmentChips</name>
        <message>
            <source>Files attached to this chat</source>
            <translation>附加到此聊天的文件</translation>
        </message>
        <message>
            <source>Attached:</source>
            <translation>已附加：</translation>
        </message>
        <message>
            <source>{0}
{1}
This chat's questions are answered from it. Click to take it out of the chat.</source>
            <translation>{0}
{1}
此聊天中的问题会依据它来回答。点击可将其移出聊天。</translation>
        </message>
        <message>
            <source>Remove {0} from this chat</source>
            <translation>从此聊天中移除 {0}</translation>
        </message>
    </context>
    <context>
        <name>CatalogView</name>
        <message>
            <source>see images</source>
            <translation>能看图片</translation>
        </message>
        <message>
            <source>think before they answer</source>
            <translation>会先思考再回答</translation>
        </message>
        <message>
            <source>Preferences → Privacy &amp; network</source>
            <translation>首选项 → 隐私与网络</translation>
        </message>
        <message>
            <source>Gated: accept the licence on huggingface.co and add your access token under {0} before downloading.</source>
            <translation>受限访问：下载前请在 huggingface.co 接受许可证，并在 {0} 中添加你的访问令牌。</translation>
        </message>
        <message>
            <source>{0} columns</source>
            <translation>{0} 的列</translation>
        </message>
        <message>
            <source>Recommended model</source>
            <translation>推荐模型</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>下载</translation>
        </message>
        <message>
            <source>Download the recommended model</source>
            <translation>下载推荐的模型</translation>
        </message>
        <message>
            <source>Curated models</source>
            <translation>精选模型</translation>
        </message>
        <message>
            <source>Models shown</source>
            <translation>显示的模型</translation>
        </message>
        <message>
            <source>Show all models</source>
            <translation>显示所有模型</translation>
        </message>
        <message>
            <source>Show every model of the catalog</source>
            <translation>显示目录中的所有模型</translation>
        </message>
        <message>
            <source>Download for this computer</source>
            <translation>为这台电脑下载</translation>
        </message>
        <message>
            <source>Download the selected model for this computer</source>
            <translation>为这台电脑下载所选模型</translation>
        </message>
        <message>
            <source>All variants…</source>
            <translation>所有变体…</translation>
        </message>
        <message>
            <source>Show every variant of the selected model</source>
            <translation>显示所选模型的所有变体</translation>
        </message>
        <message>
            <source>Curated models known to run in Hearth; hover a badge for the numbers.</source>
            <translation>已知可在 Hearth 中运行的精选模型；将鼠标悬停在标记上可查看数据。</translation>
        </message>
        <message>
            <source>Memory speed</source>
            <translation>内存速度</translation>
        </message>
        <message>
            <source>Measure again</source>
            <translation>重新测量</translation>
        </message>
        <message>
            <source>Measure this computer's memory speed again (best when it is quiet)</source>
            <translation>重新测量这台电脑的内存速度（最好在空闲时进行）</translation>
        </message>
        <message>
            <source>Measuring this computer's memory speed…</source>
            <translation>正在测量这台电脑的内存速度…</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed: the speeds here are unknown.</source>
            <translation>Hearth 无法测量这台电脑的内存速度：此处的速度未知。</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s, measured while the computer was busy: the speeds here are likely low. Measure again when it is quiet.</source>
            <translation>内存速度 {0:.0f} GB/s，测量时电脑正忙：此处的速度可能偏低。请在空闲时重新测量。</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s (measured): the speeds here are forecast from it.</source>
            <translation>内存速度 {0:.0f} GB/s（实测）：此处的速度据此估算。</translation>
        </message>
        <message>
            <source> · gated</source>
            <translation> · 受限访问</translation>
        </message>
        <message>
            <source>Not for this computer</source>
            <translation>不适合这台电脑</translation>
        </message>
        <message>
            <source>Recommended for this computer.</source>
            <translation>推荐用于这台电脑。</translation>
        </message>
        <message>
            <source>{0} tokens of context: how much of a conversation the model can read at once</source>
            <translation>{0} 个词元的上下文：模型一次能读取多少对话内容</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth 无法测量这台电脑的内存速度。</translation>
        </message>
        <message>
            <source>Best variant here: {0} on {1}.
{2}</source>
            <translation>此处最佳变体：{0}，运行于 {1}。
{2}</translation>
        </message>
        <message>
            <source>(root)</source>
            <translation>（根目录）</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>为 {0} 构建，而这台电脑没有。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1}, {2} download, runs on {3})&lt;br&gt;{4}</source>
            <translation>&lt;b&gt;推荐用于这台电脑：{0}&lt;/b&gt;（{1}，下载 {2}，运行于 {3}）&lt;br&gt;{4}</translation>
        </message>
        <message>
            <source>{0} Search Hugging Face, or import a model folder under Installed.</source>
            <translation>{0} 请搜索 Hugging Face，或在“已安装”中导入模型文件夹。</translation>
        </message>
        <message>
            <source>Only the models that {0}: {1} of {2}.</source>
            <translation>仅显示{0}的模型：{1} / {2}。</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>不可用：{0}。</translation>
        </message>
    </context>
    <context>
        <name>ChatController</name>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>无法保存更改：{0}。</translation>
        </message>
        <message>
            <source>That conversation no longer exists (deleted?).</source>
            <translation>该对话已不存在（已删除？）。</translation>
        </message>
        <message>
            <source>Stop the reply, or wait for it, to switch versions.</source>
            <translation>请停止回复或等待其完成，再切换版本。</translation>
        </message>
        <message>
            <source>Your message was not sent: {0}. It is still in the box below; free some space and send again.</source>
            <translation>你的消息未发送：{0}。它仍在下方的输入框中；请腾出一些空间后再发送。</translation>
        </message>
        <message>
            <source>Only your own messages can be edited.</source>
            <translation>只能编辑你自己的消息。</translation>
        </message>
        <message>
            <source>The edit was not sent: {0}.</source>
            <translation>编辑未发送：{0}。</translation>
        </message>
    </context>
    <context>
        <name>ChatPane</name>
        <message>
            <source>Chat</source>
            <translation>聊天</translation>
        </message>
        <message>
            <source>No model loaded: choose one at the top (Ctrl+L)</source>
            <translation>未加载模型：请在顶部选择一个（Ctrl+L）</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <source>Type a message below and press Enter (Shift+Enter for a new line). Ctrl+N starts a new chat, F1 lists every shortcut.</source>
            <translation>在下方输入消息并按 Enter（Shift+Enter 换行）。Ctrl+N 新建聊天，F1 列出所有快捷键。</translation>
        </message>
        <message>
            <source>You are talking to the demo model (SmolLM2 135M): a small offline model for trying Hearth, quick but often wrong. For real work choose a model at the top (Ctrl+L) or download one in Models.</source>
            <translation>你正在与演示模型（SmolLM2 135M）交谈：这是一个用于试用 Hearth 的小型离线模型，速度快但经常出错。实际使用时，请在顶部选择模型（Ctrl+L），或在“模型”中下载一个。</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>通知</translation>
        </message>
        <message>
            <source>Show them</source>
            <translation>显示</translation>
        </message>
        <message>
            <source>Load the model again</source>
            <translation>重新加载模型</translation>
        </message>
        <message>
            <source>The engine stopped. Load the model again to go on.</source>
            <translation>引擎已停止。请重新加载模型以继续。</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>正在加载 {0}…</translation>
        </message>
        <message>
            <source>The device that failed</source>
            <translation>出错的设备</translation>
        </message>
        <message>
            <source>{0} runs on {1} because {2}. {3} will be skipped for this model from now on (the status bar menu can try all devices again).</source>
            <translation>{0} 运行于 {1}，因为{2}。今后此模型将跳过 {3}（状态栏菜单可重新尝试所有设备）。</translation>
        </message>
        <message>
            <source>Loading the model…</source>
            <translation>正在加载模型…</translation>
        </message>
        <message>
            <source>Load a model to start chatting (File → Open model folder…)</source>
            <translation>加载模型即可开始聊天（文件 → 打开模型文件夹…）</translation>
        </message>
        <message>
            <source>Documents are unavailable, so nothing can be attached.</source>
            <translation>文档不可用，因此无法附加任何内容。</translation>
        </message>
        <message>
            <source>Voice is unavailable in this build of Hearth.</source>
            <translation>此版本的 Hearth 不支持语音。</translation>
        </message>
        <message>
            <source>The match is in another version of this chat: its branch starts here.</source>
            <translation>匹配项位于此聊天的另一个版本中：该分支从这里开始。</translation>
        </message>
        <message>
            <source>Show that version</source>
            <translation>显示该版本</translation>
        </message>
        <message>
            <source>There is no stopped reply to continue.</source>
            <translation>没有可继续的已停止回复。</translation>
        </message>
        <message>
            <source>Copied the last reply.</source>
            <translation>已复制最后一条回复。</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it with Esc) before editing.</source>
            <translation>请等待回复完成（或按 Esc 停止）后再编辑。</translation>
        </message>
    </context>
    <context>
        <name>ChatSettingsBox</name>
        <message>
            <source>Generation settings</source>
            <translation>生成设置</translation>
        </message>
        <message>
            <source>&lt;b&gt;Settings for this chat&lt;/b&gt;</source>
            <translation>&lt;b&gt;此聊天的设置&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Hide settings</source>
            <translation>隐藏设置</translation>
        </message>
        <message>
            <source>Hide settings (Ctrl+.)</source>
            <translation>隐藏设置（Ctrl+.）</translation>
        </message>
        <message>
            <source>Settings for this chat</source>
            <translation>此聊天的设置</translation>
        </message>
    </context>
    <context>
        <name>ChatTools</name>
        <message>
            <source>Tools are not offered in a chat with images yet; this reply has none.</source>
            <translation>含图片的聊天暂不提供工具；此回复没有工具。</translation>
        </message>
        <message>
            <source>Tools: {0}.</source>
            <translation>工具：{0}。</translation>
        </message>
        <message>
            <source>Tools are off for this reply: {0}</source>
            <translation>此回复已关闭工具：{0}</translation>
        </message>
    </context>
    <context>
        <name>ChatView</name>
        <message>
            <source>Conversation</source>
            <translation>对话</translation>
        </message>
        <message>
            <source>Messages of the current conversation, newest at the bottom</source>
            <translation>当前对话的消息，最新的在底部</translation>
        </message>
        <message>
            <source>↓ Latest</source>
            <translation>↓ 最新</translation>
        </message>
        <message>
            <source>Jump to latest message</source>
            <translation>跳到最新消息</translation>
        </message>
        <message>
            <source>Scroll to the newest message and follow the reply</source>
            <translation>滚动到最新消息并跟随回复</translation>
        </message>
        <message>
            <source>Notification</source>
            <translation>通知</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>代码已复制</translation>
        </message>
        <message>
            <source>Message copied</source>
            <translation>消息已复制</translation>
        </message>
    </context>
    <context>
        <name>Columns</name>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>下载</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>参数量</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>上下文</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>许可证</translation>
        </message>
        <message>
            <source>Fit here</source>
            <translation>本机适配</translation>
        </message>
        <message>
            <source>Speed here</source>
            <translation>本机速度</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>磁盘占用</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>来源</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>变体</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>已安装</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Repository</source>
            <translation>仓库</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>下载量</translation>
        </message>
        <message>
            <source>Likes</source>
            <translation>点赞</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>更新时间</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>Runs on</source>
            <translation>运行于</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>精度</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Waiting: one model writes one reply at a time, so this side starts when the other has finished…</source>
            <translation>等待中：一个模型一次只写一条回复，因此这一边会在另一边完成后开始…</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it) before comparing.</source>
            <translation>请等回复写完（或将其停止）后再比较。</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>正在加载 {0}…</translation>
        </message>
        <message>
            <source>it needs about {0} of memory and {1} is free; choose a smaller model, or compare one model with two settings</source>
            <translation>它需要约 {0} 内存，而空闲内存只有 {1}；请选择更小的模型，或比较同一个模型的两组设置</translation>
        </message>
        <message>
            <source>{0} could not be loaded beside {1}: {2}</source>
            <translation>无法在 {1} 之外同时加载 {0}：{2}</translation>
        </message>
        <message>
            <source>{0} could not be loaded: {1}</source>
            <translation>无法加载 {0}：{1}</translation>
        </message>
        <message>
            <source>This reply could not be started.</source>
            <translation>无法开始此回复。</translation>
        </message>
        <message>
            <source>Stopped before the model was loaded.</source>
            <translation>在模型加载完成前已停止。</translation>
        </message>
        <message>
            <source>Couldn't keep that reply: {0}.</source>
            <translation>无法保留该回复：{0}。</translation>
        </message>
        <message>
            <source>Reply {0}</source>
            <translation>回复 {0}</translation>
        </message>
        <message>
            <source>Model of reply {0}</source>
            <translation>回复 {0} 的模型</translation>
        </message>
        <message>
            <source>{0} (this chat's model)</source>
            <translation>{0}（此聊天的模型）</translation>
        </message>
        <message>
            <source>Settings of reply {0}</source>
            <translation>回复 {0} 的设置</translation>
        </message>
        <message>
            <source>This chat's settings</source>
            <translation>此聊天的设置</translation>
        </message>
        <message>
            <source>Preset: {0}</source>
            <translation>预设：{0}</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>模型(&amp;M)：</translation>
        </message>
        <message>
            <source>&amp;Settings:</source>
            <translation>设置(&amp;S)：</translation>
        </message>
        <message>
            <source>Compare two replies</source>
            <translation>比较两条回复</translation>
        </message>
        <message>
            <source>Send one message to two models, or to one model with two settings, with the same seed. The replies stream side by side; you keep one and the other stays a version of it.</source>
            <translation>将一条消息发送给两个模型，或发送给使用两组设置的同一个模型，使用相同的随机种子。两条回复并排显示；你保留其中一条，另一条作为它的一个版本保留下来。</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>消息</translation>
        </message>
        <message>
            <source>drawn at random</source>
            <translation>随机选取</translation>
        </message>
        <message>
            <source>Seed for both replies</source>
            <translation>两条回复共用的随机种子</translation>
        </message>
        <message>
            <source>Two different models run at the same time and need the memory of both; one model with two settings writes one reply after the other.</source>
            <translation>两个不同的模型会同时运行，需要两者的内存；使用两组设置的同一个模型会先后写出两条回复。</translation>
        </message>
        <message>
            <source>&amp;Compare</source>
            <translation>比较(&amp;C)</translation>
        </message>
        <message>
            <source>S&amp;eed (the same for both):</source>
            <translation>随机种子（两者相同）(&amp;E)：</translation>
        </message>
        <message>
            <source>Keep reply {0}</source>
            <translation>保留回复 {0}</translation>
        </message>
        <message>
            <source>Keep this reply as the answer; the other stays a version you can go back to with the arrows</source>
            <translation>将这条回复保留为答案；另一条作为一个版本保留，可用箭头切换回去</translation>
        </message>
        <message>
            <source>{0} — {1}</source>
            <translation>{0} — {1}</translation>
        </message>
        <message>
            <source>Compared replies</source>
            <translation>比较的回复</translation>
        </message>
        <message>
            <source>Your message</source>
            <translation>你的消息</translation>
        </message>
        <message>
            <source>Stop both</source>
            <translation>全部停止</translation>
        </message>
        <message>
            <source>Stop both replies (Esc); what they wrote is kept</source>
            <translation>停止两条回复（Esc）；已写出的内容会保留</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Go back to the chat (Esc once both have ended); what was written is kept, reply A as the answer</source>
            <translation>返回聊天（两条都结束后按 Esc）；已写出的内容会保留，回复 A 作为答案</translation>
        </message>
        <message>
            <source>Comparing two replies to your message, both with seed {0}.</source>
            <translation>正在比较对你的消息的两条回复，随机种子均为 {0}。</translation>
        </message>
        <message>
            <source>Both replies (seed {0}) have ended: keep one as the answer; the other stays a version of it.</source>
            <translation>两条回复（随机种子 {0}）都已结束：保留一条作为答案；另一条作为它的一个版本保留下来。</translation>
        </message>
        <message>
            <source>Neither reply could be written: close the comparison to go back to the chat.</source>
            <translation>两条回复都无法写出：关闭比较以返回聊天。</translation>
        </message>
        <message>
            <source>Com&amp;pare two replies…</source>
            <translation>比较两条回复(&amp;P)…</translation>
        </message>
        <message>
            <source>Send the message to two models, or to one model with two settings, and keep the better reply</source>
            <translation>将消息发送给两个模型，或发送给使用两组设置的同一个模型，并保留更好的回复</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Load a model to start chatting</source>
            <translation>加载模型即可开始聊天</translation>
        </message>
        <message>
            <source>Why Send is off</source>
            <translation>为何无法发送</translation>
        </message>
        <message>
            <source>Message size</source>
            <translation>消息大小</translation>
        </message>
        <message>
            <source>Editing your message — sending it makes a new version and answers it again.</source>
            <translation>正在编辑你的消息——发送后会生成新版本并重新回答。</translation>
        </message>
        <message>
            <source>Edit mode</source>
            <translation>编辑模式</translation>
        </message>
        <message>
            <source>Cancel edit</source>
            <translation>取消编辑</translation>
        </message>
        <message>
            <source>Keep the message as it was (Esc)</source>
            <translation>保持消息原样（Esc）</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>消息</translation>
        </message>
        <message>
            <source>Enter sends, Shift+Enter starts a new line, Esc stops a reply</source>
            <translation>Enter 发送，Shift+Enter 换行，Esc 停止回复</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>发送</translation>
        </message>
        <message>
            <source>Send message</source>
            <translation>发送消息</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>发送（Enter）</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>Stop generating</source>
            <translation>停止生成</translation>
        </message>
        <message>
            <source>Stop the reply (Esc); what was written is kept</source>
            <translation>停止回复（Esc）；已生成的内容会保留</translation>
        </message>
        <message>
            <source>Send is off — {0}</source>
            <translation>无法发送——{0}</translation>
        </message>
        <message>
            <source>Fix it in the settings of this chat (Ctrl+.)</source>
            <translation>请在此聊天的设置中修正（Ctrl+.）</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln 个词元</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{0} with %Ln image(s)</source>
            <translation>
                <numerusform>{0}，含 %Ln 张图片</numerusform>
            </translation>
        </message>
        <message>
            <source>≈ {0} · the chat would then use {1} of {2} ({3} % of the context)</source>
            <translation>≈ {0} · 届时聊天将使用 {1} / {2}（上下文的 {3} %）</translation>
        </message>
        <message>
            <source>How much of the model's context this conversation would use with this message</source>
            <translation>加上这条消息后，此对话将占用模型上下文的多少</translation>
        </message>
        <message>
            <source>Send edit</source>
            <translation>发送编辑</translation>
        </message>
        <message>
            <source>Writing a reply… press Esc or Stop to stop it</source>
            <translation>正在生成回复… 按 Esc 或“停止”可停止</translation>
        </message>
        <message>
            <source>Another chat is writing a reply (“{0}”): you can send when it ends, or open that chat to stop it</source>
            <translation>另一个聊天（“{0}”）正在生成回复：等它结束后即可发送，或打开那个聊天将其停止</translation>
        </message>
        <message>
            <source>Message the model (Enter to send, Shift+Enter for a new line)</source>
            <translation>给模型发消息（Enter 发送，Shift+Enter 换行）</translation>
        </message>
        <message>
            <source>Send is off: {0}</source>
            <translation>无法发送：{0}</translation>
        </message>
        <message>
            <source>Send is off while another chat (“{0}”) is writing a reply</source>
            <translation>另一个聊天（“{0}”）正在生成回复，暂时无法发送</translation>
        </message>
        <message>
            <source>Type a message first</source>
            <translation>请先输入消息</translation>
        </message>
    </context>
    <context>
        <name>ComposerFiles</name>
        <message>
            <source>Attached {0} to this chat.</source>
            <translation>已将 {0} 附加到此聊天。</translation>
        </message>
        <message>
            <source>Paste as text instead</source>
            <translation>改为粘贴为文本</translation>
        </message>
        <message>
            <source>Attached {0}: this chat's questions now use it.</source>
            <translation>已附加 {0}：此聊天中的问题现在会用到它。</translation>
        </message>
    </context>
    <context>
        <name>ConnectToolDialog</name>
        <message>
            <source>Connect a coding tool</source>
            <translation>连接编程工具</translation>
        </message>
        <message>
            <source>Coding tool</source>
            <translation>编程工具</translation>
        </message>
        <message>
            <source>What the tool needs</source>
            <translation>工具所需的内容</translation>
        </message>
        <message>
            <source>Asking the server which model it serves…</source>
            <translation>正在询问服务器提供的是哪个模型…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Copy this text, to paste into the tool's settings or a terminal</source>
            <translation>复制此文本，以粘贴到工具的设置或终端中</translation>
        </message>
        <message>
            <source>Write its file</source>
            <translation>写入其文件</translation>
        </message>
        <message>
            <source>Write the tool's configuration file in your home folder (a copy of the file before is kept beside it)</source>
            <translation>在你的主文件夹中写入该工具的配置文件（原文件的副本会保留在旁边）</translation>
        </message>
        <message>
            <source>Tool</source>
            <translation>工具</translation>
        </message>
        <message>
            <source>Not written: {0}</source>
            <translation>未写入：{0}</translation>
        </message>
        <message>
            <source> (the file before: {0})</source>
            <translation>（原文件：{0}）</translation>
        </message>
        <message>
            <source>Wrote {0}{1}. {2}</source>
            <translation>已写入 {0}{1}。{2}</translation>
        </message>
    </context>
    <context>
        <name>ConversationDelegate</name>
        <message>
            <source>Conversation title</source>
            <translation>对话标题</translation>
        </message>
        <message>
            <source>Enter to rename, Esc to cancel</source>
            <translation>Enter 重命名，Esc 取消</translation>
        </message>
    </context>
    <context>
        <name>ConversationItems</name>
        <message>
            <source>just now</source>
            <translation>刚刚</translation>
        </message>
        <message>
            <source>{0} min ago</source>
            <translation>{0} 分钟前</translation>
        </message>
        <message>
            <source>{0} h ago</source>
            <translation>{0} 小时前</translation>
        </message>
        <message>
            <source>yesterday</source>
            <translation>昨天</translation>
        </message>
        <message>
            <source>{0} d ago</source>
            <translation>{0} 天前</translation>
        </message>
        <message>
            <source>d MMM</source>
            <translation>M月d日</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <translation>yyyy年M月d日</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>无标题</translation>
        </message>
        <message>
            <source>Last activity {0}</source>
            <translation>最后活动 {0}</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>已置顶</translation>
        </message>
        <message>
            <source>pinned, </source>
            <translation>已置顶，</translation>
        </message>
    </context>
    <context>
        <name>ConversationList</name>
        <message>
            <source>No conversations yet.
Start one with New chat.</source>
            <translation>还没有对话。
点击“新建聊天”开始一个。</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>新建聊天</translation>
        </message>
        <message>
            <source>Start a new conversation</source>
            <translation>开始新的对话</translation>
        </message>
        <message>
            <source>Conversations</source>
            <translation>对话</translation>
        </message>
        <message>
            <source>F2 renames, Del deletes; right-click for more</source>
            <translation>F2 重命名，Del 删除；右键查看更多</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>重命名</translation>
        </message>
        <message>
            <source>Pin</source>
            <translation>置顶</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Sort by title</source>
            <translation>按标题排序</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>取消置顶</translation>
        </message>
        <message>
            <source>Conversation actions</source>
            <translation>对话操作</translation>
        </message>
    </context>
    <context>
        <name>CrashNotifier</name>
        <message>
            <source>Something went wrong</source>
            <translation>出现问题</translation>
        </message>
        <message>
            <source>The details are in Hearth's log. Copy them into a bug report if it happens again.</source>
            <translation>详细信息记录在 Hearth 的日志中。如果再次发生，请将其复制到错误报告中。</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>复制详细信息</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Took {0} out of this chat.</source>
            <translation>已将 {0} 移出此聊天。</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <source>Attach</source>
            <translation>附加</translation>
        </message>
        <message>
            <source>Attach files</source>
            <translation>附加文件</translation>
        </message>
        <message>
            <source>Attach a file to this chat: its questions are answered from it, with sources (you can also drop files here or paste a path)</source>
            <translation>为此聊天附加文件：聊天中的问题会依据它回答，并注明来源（也可以将文件拖到这里或粘贴路径）</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>为此聊天附加文件</translation>
        </message>
    </context>
    <context>
        <name>DocumentsController</name>
        <message>
            <source>Indexing stopped: {0}</source>
            <translation>索引已停止：{0}</translation>
        </message>
    </context>
    <context>
        <name>DocumentsPanel</name>
        <message>
            <source>{0} (attached)</source>
            <translation>{0}（已附加）</translation>
        </message>
        <message>
            <source>{0} — stopped at {1}/{2} files; Re-index goes on from there</source>
            <translation>{0} — 停在 {1}/{2} 个文件；“重新索引”会从那里继续</translation>
        </message>
        <message>
            <source>, ~{0:.0f} s left</source>
            <translation>，剩余约 {0:.0f} 秒</translation>
        </message>
        <message>
            <source>indexing</source>
            <translation>正在索引</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>已暂停</translation>
        </message>
        <message>
            <source>waiting for the reply</source>
            <translation>等待回复</translation>
        </message>
        <message>
            <source>looking for files</source>
            <translation>正在查找文件</translation>
        </message>
        <message numerus="yes">
            <source>%Ln passage(s)</source>
            <translation>
                <numerusform>%Ln 个段落</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} — {1}: {2}/{3} files, {4}{5}</source>
            <translation>{0} — {1}：{2}/{3} 个文件，{4}{5}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln 个文件</numerusform>
            </translation>
        </message>
        <message>
            <source>, {0} skipped</source>
            <translation>，跳过 {0} 个</translation>
        </message>
        <message>
            <source>No documents yet.
Add a folder for every chat, or attach a file to this one.</source>
            <translation>还没有文档。
添加一个供所有聊天使用的文件夹，或为此聊天附加文件。</translation>
        </message>
        <message>
            <source>Documents</source>
            <translation>文档</translation>
        </message>
        <message>
            <source>&lt;b&gt;Documents&lt;/b&gt;</source>
            <translation>&lt;b&gt;文档&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>文档库</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>添加…</translation>
        </message>
        <message>
            <source>Add a folder of documents that any chat can use</source>
            <translation>添加一个任何聊天都能使用的文档文件夹</translation>
        </message>
        <message>
            <source>Add folder</source>
            <translation>添加文件夹</translation>
        </message>
        <message>
            <source>Re-index</source>
            <translation>重新索引</translation>
        </message>
        <message>
            <source>Read again what changed in this library</source>
            <translation>重新读取此文档库中变动的内容</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Forget this library's index (your files stay)</source>
            <translation>删除此文档库的索引（你的文件会保留）</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>暂停索引</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Stop indexing; what is indexed so far is kept</source>
            <translation>停止索引；已索引的内容会保留</translation>
        </message>
        <message>
            <source>Ticked: this chat's questions are answered from it.</source>
            <translation>已勾选：此聊天中的问题会依据它来回答。</translation>
        </message>
        <message>
            <source>Links out of the folder are followed (right click to stop).</source>
            <translation>会跟随指向文件夹外的链接（右键可停止）。</translation>
        </message>
        <message>
            <source>Skipped ({0}):</source>
            <translation>已跳过（{0}）：</translation>
        </message>
        <message>
            <source>  … and {0} more (main.py docs list --skipped)</source>
            <translation>  … 还有 {0} 个（main.py docs list --skipped）</translation>
        </message>
        <message>
            <source>Right click the library (or press the Menu key) to follow links out of its folder.</source>
            <translation>右键点击文档库（或按菜单键）可跟随指向其文件夹外的链接。</translation>
        </message>
        <message>
            <source>Follow links out of this folder</source>
            <translation>跟随指向此文件夹外的链接</translation>
        </message>
        <message>
            <source>Index the files that symbolic links in this folder point to elsewhere on the computer</source>
            <translation>索引此文件夹中的符号链接所指向的、位于电脑其他位置的文件</translation>
        </message>
        <message>
            <source>Add a folder of documents</source>
            <translation>添加文档文件夹</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续</translation>
        </message>
    </context>
    <context>
        <name>DownloadsPanel</name>
        <message>
            <source>No downloads yet. Choose a model in Get models; downloads continue while you chat, and a paused one resumes where it stopped.</source>
            <translation>还没有下载。请在“获取模型”中选择一个模型；聊天时下载会继续进行，暂停的下载会从中断处继续。</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>下载量</translation>
        </message>
        <message>
            <source>Clear finished</source>
            <translation>清除已完成</translation>
        </message>
        <message>
            <source>Clear finished downloads from the list</source>
            <translation>从列表中清除已完成的下载</translation>
        </message>
    </context>
    <context>
        <name>EmbedderBuild</name>
        <message>
            <source>Documents search setup</source>
            <translation>文档搜索准备</translation>
        </message>
        <message>
            <source>Documents search setup step</source>
            <translation>文档搜索准备步骤</translation>
        </message>
        <message>
            <source>Preparing document search (once): {0}</source>
            <translation>正在准备文档搜索（仅一次）：{0}</translation>
        </message>
        <message>
            <source>Documents search setup progress</source>
            <translation>文档搜索准备进度</translation>
        </message>
        <message>
            <source>Cancel setup</source>
            <translation>取消准备</translation>
        </message>
        <message>
            <source>Cancel the documents search setup</source>
            <translation>取消文档搜索准备</translation>
        </message>
        <message>
            <source>Preparing document search (once, about a minute): your files are already searched by their words meanwhile.</source>
            <translation>正在准备文档搜索（仅一次，约一分钟）：在此期间，已经可以按词语搜索你的文件。</translation>
        </message>
    </context>
    <context>
        <name>EmptyHint</name>
        <message>
            <source>Empty chat hint</source>
            <translation>空聊天提示</translation>
        </message>
    </context>
    <context>
        <name>ExportImport</name>
        <message>
            <source>Export conversation</source>
            <translation>导出对话</translation>
        </message>
        <message>
            <source>Import conversation</source>
            <translation>导入对话</translation>
        </message>
        <message>
            <source>{0};;All files (*)</source>
            <translation>{0};;所有文件 (*)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <source>Include the model's thinking above its replies? It is folded in Markdown and HTML, and printed quieter in PDF. (The JSON export always keeps it.)</source>
            <translation>在回复上方包含模型的思考过程吗？它在 Markdown 和 HTML 中会折叠，在 PDF 中以较淡的样式打印。（JSON 导出始终保留它。）</translation>
        </message>
        <message>
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>网页 (*.html)</translation>
        </message>
        <message>
            <source>Hearth conversation, every version (*.json)</source>
            <translation>Hearth 对话，包含所有版本 (*.json)</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>对话</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>导出失败</translation>
        </message>
        <message>
            <source>This conversation can no longer be exported: {0}.</source>
            <translation>此对话已无法导出：{0}。</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.

Choose another folder, or check that there is free space and that you may write there.</source>
            <translation>Hearth 无法写入 {0}：{1}。

请选择其他文件夹，或检查是否有可用空间以及你是否有写入权限。</translation>
        </message>
        <message>
            <source>The conversation could not be exported: {0}.</source>
            <translation>无法导出对话：{0}。</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>导入失败</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth conversation export.</source>
            <translation>{0} 大于 200 MB；它不是 Hearth 导出的对话。</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth 无法读取 {0}：{1}。</translation>
        </message>
        <message>
            <source>{0} is not a text file. Choose a .json file exported by Hearth.</source>
            <translation>{0} 不是文本文件。请选择由 Hearth 导出的 .json 文件。</translation>
        </message>
        <message>
            <source>{0} is not valid JSON (line {1}, column {2}: {3}). Choose a .json file exported by Hearth.</source>
            <translation>{0} 不是有效的 JSON（第 {1} 行，第 {2} 列：{3}）。请选择由 Hearth 导出的 .json 文件。</translation>
        </message>
        <message>
            <source>{0} is nested too deeply to be a Hearth conversation export.</source>
            <translation>{0} 嵌套过深，不可能是 Hearth 导出的对话。</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>无法导入 {0}：{1}。</translation>
        </message>
        <message>
            <source>The conversation could not be saved: {0}.</source>
            <translation>无法保存对话：{0}。</translation>
        </message>
    </context>
    <context>
        <name>FirstRun</name>
        <message>
            <source>Open a model folder</source>
            <translation>打开模型文件夹</translation>
        </message>
    </context>
    <context>
        <name>FirstRunScreen</name>
        <message>
            <source>Models chosen to run well on a computer like this one, or any ONNX chat model on Hugging Face. Downloads go on while you chat.</source>
            <translation>为这类电脑精选的、运行良好的模型，或 Hugging Face 上的任何 ONNX 聊天模型。聊天时下载会继续进行。</translation>
        </message>
        <message>
            <source>about {0}</source>
            <translation>约 {0}</translation>
        </message>
        <message>
            <source> It should write {0}.</source>
            <translation> 预计生成速度为{0}。</translation>
        </message>
        <message>
            <source>It needs about {0} of the {1} of {2} here.{3}</source>
            <translation>它需要本机 {2} 的 {1} 中约 {0}。{3}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1} download, runs on {2}). {3}</source>
            <translation>&lt;b&gt;推荐用于这台电脑：{0}&lt;/b&gt;（下载 {1}，运行于 {2}）。{3}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>欢迎</translation>
        </message>
        <message>
            <source>Welcome to Hearth</source>
            <translation>欢迎使用 Hearth</translation>
        </message>
        <message>
            <source>Chat with language models that run on this computer. Nothing you type leaves it.
To begin, choose a model:</source>
            <translation>与在这台电脑上运行的语言模型聊天。你输入的任何内容都不会离开它。
首先，请选择一个模型：</translation>
        </message>
        <message>
            <source>Use the demo model</source>
            <translation>使用演示模型</translation>
        </message>
        <message>
            <source>Open a model folder…</source>
            <translation>打开模型文件夹…</translation>
        </message>
        <message>
            <source>Open a model folder</source>
            <translation>打开模型文件夹</translation>
        </message>
        <message>
            <source>A folder with an ONNX Runtime GenAI model (genai_config.json next to the model files).</source>
            <translation>包含 ONNX Runtime GenAI 模型的文件夹（genai_config.json 与模型文件放在一起）。</translation>
        </message>
        <message>
            <source>Browse and download models…</source>
            <translation>浏览和下载模型…</translation>
        </message>
        <message>
            <source>Browse and download models</source>
            <translation>浏览和下载模型</translation>
        </message>
        <message>
            <source>Open the Models window (Ctrl+M)</source>
            <translation>打开“模型”窗口（Ctrl+M）</translation>
        </message>
        <message>
            <source>Suggested model</source>
            <translation>建议的模型</translation>
        </message>
        <message>
            <source>Demo model build progress</source>
            <translation>演示模型构建进度</translation>
        </message>
        <message>
            <source>Demo model build step</source>
            <translation>演示模型构建步骤</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Cancel the demo model build</source>
            <translation>取消构建演示模型</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>SmolLM2 135M Instruct: tiny and quick, good for trying Hearth out.</source>
            <translation>SmolLM2 135M Instruct：小巧快速，适合试用 Hearth。</translation>
        </message>
        <message>
            <source>It is ready on this computer.</source>
            <translation>它已在这台电脑上就绪。</translation>
        </message>
        <message>
            <source>Built once on this computer the first time: a minute or two, longer while the computer is busy.</source>
            <translation>首次使用时在这台电脑上构建一次：需要一两分钟，电脑繁忙时会更久。</translation>
        </message>
        <message>
            <source>Starting the demo model build…</source>
            <translation>正在开始构建演示模型…</translation>
        </message>
        <message>
            <source>{0} ({1} so far)</source>
            <translation>{0}（已用 {1}）</translation>
        </message>
        <message>
            <source>The demo model build could not start (the Python interpreter was not found). Run  python main.py demo-model  in a terminal, then choose the demo model again.</source>
            <translation>无法开始构建演示模型（找不到 Python 解释器）。请在终端中运行  python main.py demo-model ，然后再次选择演示模型。</translation>
        </message>
        <message>
            <source>The demo model could not be built:
{0}

Check the message above, then try again, or open a model folder you already have.</source>
            <translation>无法构建演示模型：
{0}

请检查上面的消息后重试，或打开你已有的模型文件夹。</translation>
        </message>
    </context>
    <context>
        <name>FitBadge</name>
        <message>
            <source>Fits</source>
            <translation>可容纳</translation>
        </message>
        <message>
            <source>Tight fit</source>
            <translation>勉强</translation>
        </message>
        <message>
            <source>Won't fit</source>
            <translation>放不下</translation>
        </message>
        <message>
            <source>Fit unknown</source>
            <translation>适配未知</translation>
        </message>
        <message>
            <source>Fit: {0}</source>
            <translation>适配：{0}</translation>
        </message>
    </context>
    <context>
        <name>Grounding</name>
        <message numerus="yes">
            <source>%n passage(s) from your documents left out to fit the context.</source>
            <translation>
                <numerusform>为适应上下文，略去了你文档中的 %n 个段落。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImageDialog</name>
        <message>
            <source>Image</source>
            <translation>图片</translation>
        </message>
        <message>
            <source>This image could not be read.</source>
            <translation>无法读取此图片。</translation>
        </message>
    </context>
    <context>
        <name>ImageDraft</name>
        <message>
            <source>Images to send</source>
            <translation>待发送的图片</translation>
        </message>
        <message numerus="yes">
            <source>A message can show the model at most %n image(s).</source>
            <translation>
                <numerusform>一条消息最多可向模型展示 %n 张图片。</numerusform>
            </translation>
        </message>
        <message>
            <source>The image could not be read ({error}).</source>
            <translation>无法读取图片（{error}）。</translation>
        </message>
        <message>
            <source>{0} could not be read: {1}.</source>
            <translation>无法读取 {0}：{1}。</translation>
        </message>
        <message>
            <source>pasted image</source>
            <translation>粘贴的图片</translation>
        </message>
        <message>
            <source>{0}: click to leave it out</source>
            <translation>{0}：点击可将其排除</translation>
        </message>
        <message>
            <source>Remove {0}</source>
            <translation>移除 {0}</translation>
        </message>
        <message>
            <source>{0} of {1} images · {2} · sent with your next message</source>
            <translation>{0} / {1} 张图片 · {2} · 随下一条消息发送</translation>
        </message>
    </context>
    <context>
        <name>ImageHtml</name>
        <message>
            <source>image</source>
            <translation>图片</translation>
        </message>
        <message>
            <source>{0}: open the full image</source>
            <translation>{0}：打开完整图片</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
            <translation>图片 (*.png *.jpg *.jpeg *.webp *.gif)</translation>
        </message>
        <message>
            <source> (in the catalog: {0})</source>
            <translation>（目录中：{0}）</translation>
        </message>
        <message>
            <source>Image</source>
            <translation>图片</translation>
        </message>
        <message>
            <source>Attach an image</source>
            <translation>附加图片</translation>
        </message>
        <message>
            <source>Show the model an image: PNG, JPEG, WebP or GIF, up to {0} a message (you can also paste or drop one here)</source>
            <translation>向模型展示图片：PNG、JPEG、WebP 或 GIF，每条消息最多 {0} 张（也可以在这里粘贴或拖入）</translation>
        </message>
        <message>
            <source>{0} Click to see the models that do.</source>
            <translation>{0} 点击查看能看图片的模型。</translation>
        </message>
        <message>
            <source>The model is still loading: images need a model that sees them.</source>
            <translation>模型仍在加载：图片需要能看图片的模型。</translation>
        </message>
        <message>
            <source>No model is loaded: images need a model that sees them.</source>
            <translation>未加载模型：图片需要能看图片的模型。</translation>
        </message>
        <message>
            <source>{0} does not see images: choose one marked "sees images"{1}.</source>
            <translation>{0} 不能看图片：请选择标有“能看图片”的模型{1}。</translation>
        </message>
        <message>
            <source>Show models</source>
            <translation>显示模型</translation>
        </message>
        <message>
            <source>Show the model an image</source>
            <translation>向模型展示图片</translation>
        </message>
    </context>
    <context>
        <name>Incognito</name>
        <message>
            <source>New in&amp;cognito chat</source>
            <translation>新建无痕聊天(&amp;C)</translation>
        </message>
        <message>
            <source>A chat that uses no memory and is deleted when you leave it</source>
            <translation>不使用记忆的聊天，离开后即被删除</translation>
        </message>
        <message>
            <source>Incognito chat: it uses no memory and is deleted for good when you leave it or quit Hearth.</source>
            <translation>无痕聊天：不使用记忆，离开此聊天或退出 Hearth 时将被永久删除。</translation>
        </message>
        <message>
            <source>Incognito — {0}</source>
            <translation>无痕 — {0}</translation>
        </message>
    </context>
    <context>
        <name>InstalledHooks</name>
        <message>
            <source>The models folder can't be changed here.</source>
            <translation>无法在此更改模型文件夹。</translation>
        </message>
    </context>
    <context>
        <name>InstalledModels</name>
        <message>
            <source>Import a model folder</source>
            <translation>导入模型文件夹</translation>
        </message>
        <message>
            <source>Import a model</source>
            <translation>导入模型</translation>
        </message>
        <message>
            <source>Copy {0} into Hearth's models folder, or use it where it is?</source>
            <translation>将 {0} 复制到 Hearth 的模型文件夹，还是在原位置使用？</translation>
        </message>
        <message>
            <source>A copy is independent of the original. Using it in place saves the disk space, but the model stops working if the folder is moved or deleted.</source>
            <translation>副本与原件相互独立。在原位置使用可节省磁盘空间，但如果文件夹被移动或删除，模型将无法使用。</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Use in place</source>
            <translation>在原位置使用</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>选择模型文件夹</translation>
        </message>
    </context>
    <context>
        <name>InstalledModelsPanel</name>
        <message>
            <source>linked: {0}</source>
            <translation>已链接：{0}</translation>
        </message>
        <message>
            <source>imported</source>
            <translation>已导入</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>模型文件夹</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>更改…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>更改模型文件夹</translation>
        </message>
        <message>
            <source>Installed models</source>
            <translation>已安装的模型</translation>
        </message>
        <message>
            <source>No models installed yet. Download one under Get models, or import a folder that holds an ONNX Runtime GenAI model.</source>
            <translation>尚未安装模型。请在“获取模型”中下载一个，或导入包含 ONNX Runtime GenAI 模型的文件夹。</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>使用</translation>
        </message>
        <message>
            <source>Chat with the selected model</source>
            <translation>与所选模型聊天</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>删除…</translation>
        </message>
        <message>
            <source>Delete the selected model</source>
            <translation>删除所选模型</translation>
        </message>
        <message>
            <source>Show in file manager</source>
            <translation>在文件管理器中显示</translation>
        </message>
        <message>
            <source>Show the selected model's folder in the file manager</source>
            <translation>在文件管理器中显示所选模型的文件夹</translation>
        </message>
        <message>
            <source>Import folder…</source>
            <translation>导入文件夹…</translation>
        </message>
        <message>
            <source>Import a model folder from disk</source>
            <translation>从磁盘导入模型文件夹</translation>
        </message>
        <message>
            <source>Installed models status</source>
            <translation>已安装模型的状态</translation>
        </message>
        <message>
            <source>Models folder: {0}</source>
            <translation>模型文件夹：{0}</translation>
        </message>
        <message>
            <source>the demo model (built in)</source>
            <translation>演示模型（内置）</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>使用中</translation>
        </message>
        <message>
            <source>in place</source>
            <translation>原位置</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>（仓库根目录）</translation>
        </message>
        <message>
            <source>Remove {0} from Hearth? Its files in {1} are kept; no space is freed.</source>
            <translation>要从 Hearth 中移除 {0} 吗？它在 {1} 中的文件会保留；不会释放空间。</translation>
        </message>
        <message>
            <source>Delete {0}? This frees {1} of disk space; downloading it again takes as long as the first time.</source>
            <translation>要删除 {0} 吗？这将释放 {1} 磁盘空间；重新下载所需时间与第一次相同。</translation>
        </message>
        <message>
            <source>{0} is loaded and answering in the chat now. Hearth unloads it first.</source>
            <translation>{0} 已加载，正在聊天中回答。Hearth 会先将其卸载。</translation>
        </message>
        <message>
            <source>Delete model</source>
            <translation>删除模型</translation>
        </message>
        <message>
            <source>Cannot delete the model</source>
            <translation>无法删除模型</translation>
        </message>
        <message>
            <source>{0} could not be deleted ({1}). It may be in use: load another model, then try again.</source>
            <translation>无法删除 {0}（{1}）。它可能正在使用：请加载其他模型后重试。</translation>
        </message>
        <message>
            <source>Deleted {0}; freed {1}.</source>
            <translation>已删除 {0}；释放了 {1}。</translation>
        </message>
        <message>
            <source>Removed {0} from Hearth; its files were kept.</source>
            <translation>已从 Hearth 中移除 {0}；其文件已保留。</translation>
        </message>
        <message>
            <source>No file manager could open {0}.</source>
            <translation>没有文件管理器能打开 {0}。</translation>
        </message>
        <message>
            <source>Checking {0} and test-loading it (this can take a minute for a big model)…</source>
            <translation>正在检查 {0} 并试加载（大型模型可能需要一分钟）…</translation>
        </message>
        <message>
            <source>Linked {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>已链接 {0}；它已成功加载并生成了一个词元。选中它并点击“使用”即可聊天。</translation>
        </message>
        <message>
            <source>Imported {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>已导入 {0}；它已成功加载并生成了一个词元。选中它并点击“使用”即可聊天。</translation>
        </message>
        <message>
            <source>Cannot change the models folder</source>
            <translation>无法更改模型文件夹</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are; import them from there to use them again.</source>
            <translation>原文件夹中的模型会留在原处；从那里导入即可再次使用。</translation>
        </message>
    </context>
    <context>
        <name>JobRow</name>
        <message>
            <source>State of {0}</source>
            <translation>{0} 的状态</translation>
        </message>
        <message>
            <source>Download progress of {0}</source>
            <translation>{0} 的下载进度</translation>
        </message>
        <message>
            <source>File being downloaded for {0}</source>
            <translation>{0} 正在下载的文件</translation>
        </message>
        <message>
            <source>Progress of the current file of {0}</source>
            <translation>{0} 当前文件的进度</translation>
        </message>
        <message>
            <source>Speed and time left for {0}</source>
            <translation>{0} 的速度与剩余时间</translation>
        </message>
        <message>
            <source>Problem with {0}</source>
            <translation>{0} 的问题</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Pause the download of {0}</source>
            <translation>暂停下载 {0}</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Resume the download of {0}</source>
            <translation>继续下载 {0}</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>重试</translation>
        </message>
        <message>
            <source>Retry the download of {0}</source>
            <translation>重试下载 {0}</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files</source>
            <translation>取消下载 {0} 并删除其部分文件</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>使用</translation>
        </message>
        <message>
            <source>Chat with {0}</source>
            <translation>与 {0} 聊天</translation>
        </message>
        <message>
            <source>Starting…</source>
            <translation>正在开始…</translation>
        </message>
        <message>
            <source>{0} of {1} ({2:.0f} %)</source>
            <translation>{0} / {1}（{2:.0f} %）</translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} / {1}</translation>
        </message>
        <message>
            <source>{0} (file {1} of {2})</source>
            <translation>{0}（第 {1} 个文件，共 {2} 个）</translation>
        </message>
        <message>
            <source>{0}/s</source>
            <translation>{0}/秒</translation>
        </message>
        <message>
            <source>Measuring speed…</source>
            <translation>正在测量速度…</translation>
        </message>
        <message>
            <source>{0} left</source>
            <translation>剩余 {0}</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>未开始</translation>
        </message>
        <message>
            <source>{0} installed as {1}</source>
            <translation>{0}，已安装为 {1}</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>等待中</translation>
        </message>
        <message>
            <source>Downloading</source>
            <translation>下载中</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>已暂停</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>已安装</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>(whole repository)</source>
            <translation>（整个仓库）</translation>
        </message>
        <message>
            <source> ({0} so far)</source>
            <translation>（已下载 {0}）</translation>
        </message>
        <message>
            <source>; Pause keeps them</source>
            <translation>；“暂停”会保留它们</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files{1}? Retry then starts from the beginning{2}.</source>
            <translation>要取消下载 {0} 并删除其部分文件{1}吗？之后重试将从头开始{2}。</translation>
        </message>
        <message>
            <source>Cancel download?</source>
            <translation>取消下载？</translation>
        </message>
        <message>
            <source>Delete download</source>
            <translation>删除下载</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>保留</translation>
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
            <translation>主区域</translation>
        </message>
        <message>
            <source>Window panes</source>
            <translation>窗口窗格</translation>
        </message>
        <message>
            <source>No model loaded (ejected)</source>
            <translation>未加载模型（已弹出）</translation>
        </message>
        <message>
            <source>“{0}” was deleted for good.</source>
            <translation>“{0}”已永久删除。</translation>
        </message>
        <message>
            <source>“{0}” was deleted.</source>
            <translation>“{0}”已删除。</translation>
        </message>
        <message>
            <source>There is nothing to export yet: open a conversation first.</source>
            <translation>还没有可导出的内容：请先打开一个对话。</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>已导出到 {0}</translation>
        </message>
        <message>
            <source>Imported “{0}”.</source>
            <translation>已导入“{0}”。</translation>
        </message>
        <message>
            <source>Engine stopped</source>
            <translation>引擎已停止</translation>
        </message>
        <message>
            <source>The model could not be loaded. {0}</source>
            <translation>无法加载模型。{0}</translation>
        </message>
        <message>
            <source>{0} {1} is still loaded.</source>
            <translation>{0} {1} 仍处于加载状态。</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>未加载模型</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>选择模型…</translation>
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
            <translation>文本</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>复制代码</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Image: {0}</source>
            <translation>图片：{0}</translation>
        </message>
        <message>
            <source>(no description)</source>
            <translation>（无描述）</translation>
        </message>
    </context>
    <context>
        <name>Memory</name>
        <message numerus="yes">
            <source>Used %n memory(s)</source>
            <translation>
                <numerusform>使用了 %n 条记忆</numerusform>
            </translation>
        </message>
        <message>
            <source>Hide the memories this reply was given</source>
            <translation>隐藏此回复所用的记忆</translation>
        </message>
        <message>
            <source>Show the memories this reply was given (Memory → Memories… edits them)</source>
            <translation>显示此回复所用的记忆（在“记忆 → 记忆列表…”中编辑）</translation>
        </message>
        <message>
            <source>Me&amp;mory</source>
            <translation>记忆(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Remember…</source>
            <translation>记住(&amp;R)…</translation>
        </message>
        <message>
            <source>Write down something every chat should know about you</source>
            <translation>写下每个聊天都应了解的关于你的信息</translation>
        </message>
        <message>
            <source>&amp;Memories…</source>
            <translation>记忆列表(&amp;M)…</translation>
        </message>
        <message>
            <source>Use memory in &amp;this chat</source>
            <translation>在此聊天中使用记忆(&amp;T)</translation>
        </message>
        <message>
            <source>Use memory in &amp;every chat</source>
            <translation>在所有聊天中使用记忆(&amp;E)</translation>
        </message>
    </context>
    <context>
        <name>MemoryPanel</name>
        <message>
            <source>Memories</source>
            <translation>记忆</translation>
        </message>
        <message>
            <source>Facts Hearth gives the model when they matter to what you ask, in every chat with memory on. They stay on this computer. Untick one to keep it without using it.</source>
            <translation>在每个开启记忆的聊天中，当这些事实与你的问题相关时，Hearth 会把它们交给模型。它们只保存在这台计算机上。取消勾选可保留某条记忆但不使用。</translation>
        </message>
        <message>
            <source>Something to remember, e.g. I write Python on Linux</source>
            <translation>要记住的内容，例如：我在 Linux 上写 Python</translation>
        </message>
        <message>
            <source>New memory</source>
            <translation>新记忆</translation>
        </message>
        <message>
            <source>&amp;Remember</source>
            <translation>记住(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>删除(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Forget everything…</source>
            <translation>全部忘记(&amp;F)…</translation>
        </message>
        <message>
            <source>E&amp;xport…</source>
            <translation>导出(&amp;X)…</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>导入(&amp;I)…</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s).</source>
            <translation>
                <numerusform>%n 条记忆。</numerusform>
            </translation>
        </message>
        <message>
            <source>No memories yet.</source>
            <translation>还没有记忆。</translation>
        </message>
        <message>
            <source>Proposed by the model; you allowed it</source>
            <translation>由模型提议；你已允许</translation>
        </message>
        <message>
            <source>Only for the chats of the project {0}</source>
            <translation>仅用于项目 {0} 的聊天</translation>
        </message>
        <message>
            <source>Memory not changed</source>
            <translation>记忆未更改</translation>
        </message>
        <message>
            <source>Forget everything?</source>
            <translation>全部忘记？</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n memory(s) for good? Replies already written keep their text.</source>
            <translation>
                <numerusform>永久删除全部 %n 条记忆？已写好的回复会保留其文字。</numerusform>
            </translation>
        </message>
        <message>
            <source>Forget everything</source>
            <translation>全部忘记</translation>
        </message>
        <message>
            <source>Export memories</source>
            <translation>导出记忆</translation>
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <source>Memories not exported</source>
            <translation>未导出记忆</translation>
        </message>
        <message>
            <source>Import memories</source>
            <translation>导入记忆</translation>
        </message>
        <message>
            <source>Memories not imported</source>
            <translation>未导入记忆</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s) added.</source>
            <translation>
                <numerusform>已添加 %n 条记忆。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MessageHtml</name>
        <message>
            <source>Interrupted: the app closed before this reply was finished.</source>
            <translation>已中断：此回复完成前应用已关闭。</translation>
        </message>
        <message>
            <source>Stopped before the end.</source>
            <translation>在结束前已停止。</translation>
        </message>
        <message>
            <source>This reply failed.</source>
            <translation>此回复失败。</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>助手</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>系统提示词</translation>
        </message>
        <message>
            <source>Attached: {0}</source>
            <translation>已附加：{0}</translation>
        </message>
        <message numerus="yes">
            <source> · %Ln passage(s) left out to fit the context</source>
            <translation>
                <numerusform> · 为适应上下文省略了 %Ln 个段落</numerusform>
            </translation>
        </message>
        <message>
            <source>Sources: {0}</source>
            <translation>来源：{0}</translation>
        </message>
        <message>
            <source>Tool call &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</source>
            <translation>工具调用 &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>%Ln 行</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln character(s)</source>
            <translation>
                <numerusform>%Ln 个字符</numerusform>
            </translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>显示全部</translation>
        </message>
        <message>
            <source>Show the whole message</source>
            <translation>显示完整消息</translation>
        </message>
        <message>
            <source>Show less</source>
            <translation>收起</translation>
        </message>
        <message>
            <source>Fold the message again</source>
            <translation>重新折叠消息</translation>
        </message>
        <message>
            <source>Folded: {0}</source>
            <translation>已折叠：{0}</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Copy this message</source>
            <translation>复制此消息</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>编辑</translation>
        </message>
        <message>
            <source>Edit this message and send it again</source>
            <translation>编辑此消息并重新发送</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>重新生成</translation>
        </message>
        <message>
            <source>Write this reply again</source>
            <translation>重新写这条回复</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Go on from where the reply stopped</source>
            <translation>从回复停止处继续</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>上一个版本</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>下一个版本</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>隐藏详情</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>详情</translation>
        </message>
        <message>
            <source>How this reply was made: device, sampling, prompt and speed</source>
            <translation>此回复的生成方式：设备、采样、提示词和速度</translation>
        </message>
        <message>
            <source>writing…</source>
            <translation>生成中…</translation>
        </message>
        <message>
            <source>This reply failed: {0}</source>
            <translation>此回复失败：{0}</translation>
        </message>
    </context>
    <context>
        <name>ModelBuild</name>
        <message>
            <source>Working</source>
            <translation>处理中</translation>
        </message>
    </context>
    <context>
        <name>ModelChoice</name>
        <message>
            <source>fits in memory</source>
            <translation>内存足够</translation>
        </message>
        <message>
            <source>tight fit: close other apps</source>
            <translation>内存紧张：请关闭其他应用</translation>
        </message>
        <message>
            <source>probably too big here</source>
            <translation>对本机可能太大</translation>
        </message>
        <message>
            <source>Demo model (SmolLM2 135M, offline)</source>
            <translation>演示模型（SmolLM2 135M，离线）</translation>
        </message>
        <message>
            <source>runs on {0} — {1}</source>
            <translation>运行于 {0} — {1}</translation>
        </message>
        <message>
            <source>this computer ({0})</source>
            <translation>这台电脑（{0}）</translation>
        </message>
        <message>
            <source>Off: {0}.</source>
            <translation>已关闭：{0}。</translation>
        </message>
        <message>
            <source>{0:,} tokens of context</source>
            <translation>{0:,} 个词元的上下文</translation>
        </message>
    </context>
    <context>
        <name>ModelFormat</name>
        <message>
            <source>Answers well in {0}.</source>
            <translation>能很好地用{0}回答。</translation>
        </message>
        <message>
            <source>Answers best in English; weak in {0}.</source>
            <translation>最擅长用英语回答；{0}较弱。</translation>
        </message>
        <message>
            <source>{0} s</source>
            <translation>{0} 秒</translation>
        </message>
        <message>
            <source>about {0} min</source>
            <translation>约 {0} 分钟</translation>
        </message>
        <message>
            <source>{0} h {1} min</source>
            <translation>{0} 小时 {1} 分钟</translation>
        </message>
        <message>
            <source>{0}M</source>
            <translation>{0}M</translation>
        </message>
        <message>
            <source>{0}k</source>
            <translation>{0}k</translation>
        </message>
        <message>
            <source>{0}B</source>
            <translation>{0}B</translation>
        </message>
    </context>
    <context>
        <name>ModelInfo</name>
        <message>
            <source>Runs on {0}.</source>
            <translation>运行于 {0}。</translation>
        </message>
        <message>
            <source>Runs on {0}: {1}.</source>
            <translation>运行于 {0}：{1}。</translation>
        </message>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} 失败：{1}</translation>
        </message>
        <message>
            <source>{0} not used: {1}</source>
            <translation>未使用 {0}：{1}</translation>
        </message>
    </context>
    <context>
        <name>ModelPicker</name>
        <message>
            <source>Most downloaded</source>
            <translation>下载最多</translation>
        </message>
        <message>
            <source>Recently updated</source>
            <translation>最近更新</translation>
        </message>
        <message>
            <source>Network features are off</source>
            <translation>网络功能已关闭</translation>
        </message>
        <message>
            <source>Search Hugging Face for ONNX chat models, e.g. phi, qwen, llama</source>
            <translation>在 Hugging Face 搜索 ONNX 聊天模型，例如 phi、qwen、llama</translation>
        </message>
        <message>
            <source>Search Hugging Face</source>
            <translation>搜索 Hugging Face</translation>
        </message>
        <message>
            <source>Sort results by</source>
            <translation>结果排序方式</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>搜索</translation>
        </message>
        <message>
            <source>← Catalog</source>
            <translation>← 目录</translation>
        </message>
        <message>
            <source>Back to the curated models</source>
            <translation>返回精选模型</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>搜索结果</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>搜索状态</translation>
        </message>
        <message>
            <source>Load more</source>
            <translation>加载更多</translation>
        </message>
        <message>
            <source>Load more search results</source>
            <translation>加载更多搜索结果</translation>
        </message>
        <message>
            <source>Show variants…</source>
            <translation>显示变体…</translation>
        </message>
        <message>
            <source>Show the variants of the selected repository</source>
            <translation>显示所选仓库的变体</translation>
        </message>
        <message>
            <source>Work offline</source>
            <translation>离线工作</translation>
        </message>
        <message>
            <source>Turn on offline mode: Hearth stops trying to reach the hub</source>
            <translation>开启离线模式：Hearth 将不再尝试连接模型库</translation>
        </message>
        <message>
            <source>Searching and downloading are turned off: {0}. The curated list below works offline; models already installed keep working.</source>
            <translation>搜索和下载已关闭：{0}。下方的精选列表可离线使用；已安装的模型仍可正常工作。</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>不可用：{0}。</translation>
        </message>
        <message>
            <source> Gated: accept its licence on huggingface.co and add your access token under {0} first.</source>
            <translation> 受限访问：请先在 huggingface.co 接受其许可证，并在 {0} 中添加你的访问令牌。</translation>
        </message>
        <message>
            <source>{0} Licence: {1}.{2}</source>
            <translation>{0} 许可证：{1}。{2}</translation>
        </message>
        <message>
            <source>Results for “{0}”</source>
            <translation>“{0}”的结果</translation>
        </message>
        <message>
            <source>All ONNX chat models</source>
            <translation>所有 ONNX 聊天模型</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>正在搜索…</translation>
        </message>
        <message>
            <source>Loading more…</source>
            <translation>正在加载更多…</translation>
        </message>
        <message>
            <source>No ONNX chat model matches. Try fewer or other words.</source>
            <translation>没有匹配的 ONNX 聊天模型。请尝试更少或不同的关键词。</translation>
        </message>
        <message>
            <source> More on the hub.</source>
            <translation> 模型库中还有更多。</translation>
        </message>
        <message numerus="yes">
            <source>%Ln model(s) shown.{0}</source>
            <translation>
                <numerusform>显示了 %Ln 个模型。{0}</numerusform>
            </translation>
        </message>
        <message>
            <source>gated</source>
            <translation>受限访问</translation>
        </message>
        <message numerus="yes">
            <source> Listed: the %n curated model(s) that match.</source>
            <translation>
                <numerusform> 已列出：%n 个匹配的精选模型。</numerusform>
            </translation>
        </message>
        <message>
            <source> No curated model matches.</source>
            <translation> 没有匹配的精选模型。</translation>
        </message>
        <message>
            <source>in Hearth's curated list</source>
            <translation>在 Hearth 的精选列表中</translation>
        </message>
    </context>
    <context>
        <name>ModelSwitcher</name>
        <message>
            <source>Send your messages to another computer?</source>
            <translation>要将你的消息发送到另一台电脑吗？</translation>
        </message>
        <message>
            <source>{0} runs on {1}. Everything you send in a chat with it — your messages, the conversation before them and the system prompt — leaves this computer and is processed there.

Send messages to {1}?</source>
            <translation>{0} 运行于 {1}。你在与它的聊天中发送的一切——你的消息、之前的对话和系统提示词——都会离开这台电脑并在那里处理。

要向 {1} 发送消息吗？</translation>
        </message>
        <message>
            <source>Add a remote server</source>
            <translation>添加远程服务器</translation>
        </message>
        <message>
            <source>optional: a name for it</source>
            <translation>可选：为它起个名字</translation>
        </message>
        <message>
            <source>optional: kept in your system's keyring</source>
            <translation>可选：保存在系统密钥环中</translation>
        </message>
        <message>
            <source>Server address</source>
            <translation>服务器地址</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API 密钥</translation>
        </message>
        <message>
            <source>Any server that speaks OpenAI's chat API: vLLM, llama.cpp's server, Ollama, LM Studio, Foundry Local, or another Hearth's `serve`.</source>
            <translation>任何支持 OpenAI 聊天 API 的服务器：vLLM、llama.cpp 的服务器、Ollama、LM Studio、Foundry Local，或另一个 Hearth 的 `serve`。</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>地址：</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>名称：</translation>
        </message>
        <message>
            <source>API key:</source>
            <translation>API 密钥：</translation>
        </message>
        <message>
            <source>Model picker</source>
            <translation>模型选择器</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Choose the model for this chat (Ctrl+L)</source>
            <translation>为此聊天选择模型（Ctrl+L）</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Where the model runs</source>
            <translation>模型运行位置</translation>
        </message>
        <message>
            <source>Eject</source>
            <translation>弹出</translation>
        </message>
        <message>
            <source>Eject the model</source>
            <translation>弹出模型</translation>
        </message>
        <message>
            <source>Unload the model and give its memory back</source>
            <translation>卸载模型并释放其内存</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>正在加载 {0}…</translation>
        </message>
        <message>
            <source>Cannot add the server</source>
            <translation>无法添加服务器</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>未加载模型</translation>
        </message>
        <message>
            <source>Runs on {0} — {1}</source>
            <translation>运行于 {0} — {1}</translation>
        </message>
        <message>
            <source>{0} is served by another program on this computer ({1}): what you send goes to it, not to Hearth's engine.</source>
            <translation>{0} 由这台电脑上的另一个程序提供（{1}）：你发送的内容会交给它，而不是 Hearth 的引擎。</translation>
        </message>
        <message>
            <source>{0} is not on this computer: what you send is processed on {1}.</source>
            <translation>{0} 不在这台电脑上：你发送的内容会在 {1} 上处理。</translation>
        </message>
        <message>
            <source>{0} cannot run {1} here{2}: it runs on the {3}.</source>
            <translation>{0} 无法在此运行 {1}{2}：它运行于 {3}。</translation>
        </message>
        <message>
            <source>Let Hearth choose</source>
            <translation>让 Hearth 选择</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>在这台电脑上</translation>
        </message>
        <message>
            <source>No models yet: get one in the Models window</source>
            <translation>还没有模型：请在“模型”窗口中获取一个</translation>
        </message>
        <message>
            <source>Remote servers</source>
            <translation>远程服务器</translation>
        </message>
        <message>
            <source>Add a remote server…</source>
            <translation>添加远程服务器…</translation>
        </message>
        <message>
            <source>Eject the model (free its memory)</source>
            <translation>弹出模型（释放内存）</translation>
        </message>
        <message>
            <source>Manage models…</source>
            <translation>管理模型…</translation>
        </message>
        <message>
            <source>It sees images and thinks.</source>
            <translation>它能看图片，也会思考。</translation>
        </message>
        <message>
            <source>It sees images.</source>
            <translation>它能看图片。</translation>
        </message>
        <message>
            <source>It thinks.</source>
            <translation>它会思考。</translation>
        </message>
        <message>
            <source>It answers in text: it does not think first nor see images.</source>
            <translation>它以文本回答：不会先思考，也不能看图片。</translation>
        </message>
        <message>
            <source>Run {0} on</source>
            <translation>运行 {0} 于</translation>
        </message>
        <message>
            <source>Automatic (Hearth chooses)</source>
            <translation>自动（由 Hearth 选择）</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>Failed: {0}</source>
            <translation>失败：{0}</translation>
        </message>
        <message>
            <source>Enable {0} (about {1} download)…</source>
            <translation>启用 {0}（下载约 {1}）…</translation>
        </message>
        <message>
            <source> {0} is loaded now.</source>
            <translation> 现已加载 {0}。</translation>
        </message>
        <message>
            <source>This chat was answered by {0}, which is no longer available.{1}</source>
            <translation>此聊天由 {0} 回答，但它已不可用。{1}</translation>
        </message>
        <message>
            <source>This chat was answered by {0}.{1}</source>
            <translation>此聊天由 {0} 回答。{1}</translation>
        </message>
        <message>
            <source>Load {0}</source>
            <translation>加载 {0}</translation>
        </message>
        <message numerus="yes">
            <source>Added {0} ({1}): it offers %Ln model(s). Choose one in the model picker at the top (Ctrl+L).</source>
            <translation>
                <numerusform>已添加 {0}（{1}）：它提供 %Ln 个模型。请在顶部的模型选择器中选择一个（Ctrl+L）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelsAccess</name>
        <message>
            <source>Hearth cannot write to {0} ({1}). Choose a folder you can write to.</source>
            <translation>Hearth 无法写入 {0}（{1}）。请选择一个你有写入权限的文件夹。</translation>
        </message>
    </context>
    <context>
        <name>ModelsWindow</name>
        <message>
            <source>Models</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>&amp;Get models</source>
            <translation>获取模型(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Downloads</source>
            <translation>下载(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Installed</source>
            <translation>已安装(&amp;I)</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network…</source>
            <translation>隐私与网络(&amp;P)…</translation>
        </message>
        <message>
            <source>Privacy and network settings</source>
            <translation>隐私与网络设置</translation>
        </message>
        <message>
            <source>The access token, a mirror and offline mode (in Preferences)</source>
            <translation>访问令牌、镜像和离线模式（位于首选项中）</translation>
        </message>
        <message>
            <source>&amp;Downloads ({0})</source>
            <translation>下载(&amp;D)（{0}）</translation>
        </message>
    </context>
    <context>
        <name>NoticeBar</name>
        <message>
            <source>Information</source>
            <translation>信息</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>错误</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>通知</translation>
        </message>
        <message>
            <source>{0} text</source>
            <translation>{0}文本</translation>
        </message>
        <message>
            <source>{0} action</source>
            <translation>{0}操作</translation>
        </message>
        <message>
            <source>Dismiss {0}</source>
            <translation>关闭{0}</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>Parameters</name>
        <message>
            <source>Temperature</source>
            <translation>温度</translation>
        </message>
        <message>
            <source>How adventurous the wording is: 0 always picks the most likely next word (greedy), 1 and above is more varied.</source>
            <translation>措辞的大胆程度：0 总是选择最可能的下一个词（贪婪），1 及以上则更加多样。</translation>
        </message>
        <message>
            <source>Top-p</source>
            <translation>Top-p</translation>
        </message>
        <message>
            <source>Only consider the most likely words that together make up this share of the probability (0–1].</source>
            <translation>只考虑合计占这部分概率的最可能的词 (0–1]。</translation>
        </message>
        <message>
            <source>Top-k</source>
            <translation>Top-k</translation>
        </message>
        <message>
            <source>Only consider this many of the most likely words; 0 turns the limit off.</source>
            <translation>只考虑这么多个最可能的词；0 表示不限制。</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>最大新词元数</translation>
        </message>
        <message>
            <source>The longest reply, in tokens (a token is about three quarters of a word).</source>
            <translation>回复的最大长度，以词元计（一个词元约为一个英文单词的四分之三）。</translation>
        </message>
        <message>
            <source>Repetition penalty</source>
            <translation>重复惩罚</translation>
        </message>
        <message>
            <source>Above 1 discourages repeating the same words; 1 is off.</source>
            <translation>大于 1 会抑制重复相同的词；1 表示关闭。</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>随机种子</translation>
        </message>
        <message>
            <source>Leave blank for a new random seed every reply; a number makes replies repeatable.</source>
            <translation>留空则每次回复使用新的随机种子；填入数字可使回复可复现。</translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>浅色</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>深色</translation>
        </message>
        <message>
            <source>Auto</source>
            <translation>自动</translation>
        </message>
        <message>
            <source>On</source>
            <translation>开</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>选择模型文件夹</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>首选项</translation>
        </message>
        <message>
            <source>Preferences sections</source>
            <translation>首选项分区</translation>
        </message>
        <message>
            <source>&amp;Appearance</source>
            <translation>外观(&amp;A)</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>主题</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>文字大小</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>系统大小</translation>
        </message>
        <message>
            <source> pt</source>
            <translation> 磅</translation>
        </message>
        <message>
            <source>The text size applies to the conversation and the message box.</source>
            <translation>文字大小适用于对话和消息框。</translation>
        </message>
        <message>
            <source>&amp;New chats</source>
            <translation>新聊天(&amp;N)</translation>
        </message>
        <message>
            <source>Preset for new chats</source>
            <translation>新聊天的预设</translation>
        </message>
        <message>
            <source>Max new tokens for new chats</source>
            <translation>新聊天的最大新词元数</translation>
        </message>
        <message>
            <source>Max new tokens problem</source>
            <translation>最大新词元数的问题</translation>
        </message>
        <message>
            <source>System prompt for new chats</source>
            <translation>新聊天的系统提示词</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>例如：你是一个简洁的助手。请用中文回答。</translation>
        </message>
        <message>
            <source>A new chat starts with these values; the settings panel of a chat changes that chat only, and says where it differs from them.</source>
            <translation>新聊天以这些值开始；聊天的设置面板只更改该聊天，并标出与这些值不同之处。</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>预设</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>最大新词元数</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>系统提示词</translation>
        </message>
        <message>
            <source>&amp;Models</source>
            <translation>模型(&amp;M)</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>模型文件夹</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>更改…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>更改模型文件夹</translation>
        </message>
        <message>
            <source>Models folder problem</source>
            <translation>模型文件夹的问题</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>文件夹</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are.</source>
            <translation>原文件夹中的模型会留在原处。</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network</source>
            <translation>隐私与网络(&amp;P)</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>设置未保存</translation>
        </message>
        <message>
            <source>&amp;General</source>
            <translation>常规(&amp;G)</translation>
        </message>
        <message>
            <source>Open the last conversation when Hearth starts</source>
            <translation>Hearth 启动时打开上次的对话</translation>
        </message>
        <message>
            <source>Let the model name new conversations (after the first reply, when idle)</source>
            <translation>让模型为新对话命名（在第一次回复后、空闲时）</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>Hearth speaks the new language after a restart.</source>
            <translation>重启后 Hearth 将使用新的语言。</translation>
        </message>
        <message>
            <source>Speculative decoding</source>
            <translation>推测解码</translation>
        </message>
        <message>
            <source>Greedy replies (temperature 0, the Precise preset) that repeat the conversation — quotes, a rewritten passage, edited code — come faster: words that followed the same words earlier are checked several at once. Auto stops when the guesses do not pay off.</source>
            <translation>重复对话内容的贪婪回复（温度为 0，即“Precise”预设）——引用、改写的段落、编辑过的代码——会更快：之前跟在相同词语后面的词会一次性校验多个。“自动”会在猜测不划算时停止。</translation>
        </message>
        <message>
            <source>Enter a whole number, for example 512.</source>
            <translation>请输入整数，例如 512。</translation>
        </message>
    </context>
    <context>
        <name>PresetPicker</name>
        <message>
            <source>Save preset</source>
            <translation>保存预设</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>预设名称：</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>预设</translation>
        </message>
        <message>
            <source>Apply a saved set of values</source>
            <translation>应用一组已保存的值</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>另存为…</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>保存为预设</translation>
        </message>
        <message>
            <source>Save the current values as a named preset</source>
            <translation>将当前值保存为有名称的预设</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Delete preset</source>
            <translation>删除预设</translation>
        </message>
        <message>
            <source>Fix the values marked in red first</source>
            <translation>请先修正标红的值</translation>
        </message>
        <message>
            <source>Choose one of your own presets to delete it</source>
            <translation>选择你自己的一个预设以删除它</translation>
        </message>
        <message>
            <source>“{0}” is built in and can't be deleted</source>
            <translation>“{0}”是内置预设，无法删除</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”</source>
            <translation>删除预设“{0}”</translation>
        </message>
        <message>
            <source>Replace preset</source>
            <translation>替换预设</translation>
        </message>
        <message>
            <source>Replace the preset “{0}” with these values?</source>
            <translation>要用这些值替换预设“{0}”吗？</translation>
        </message>
        <message>
            <source>Preset not saved</source>
            <translation>预设未保存</translation>
        </message>
        <message>
            <source>The preset could not be saved: {0}</source>
            <translation>无法保存预设：{0}</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”? This cannot be undone.</source>
            <translation>要删除预设“{0}”吗？此操作无法撤销。</translation>
        </message>
        <message>
            <source>Preset not deleted</source>
            <translation>预设未删除</translation>
        </message>
        <message>
            <source>The preset could not be deleted: {0}</source>
            <translation>无法删除预设：{0}</translation>
        </message>
    </context>
    <context>
        <name>PrivacySettings</name>
        <message>
            <source>The token is kept in the OS keyring.</source>
            <translation>令牌保存在系统密钥环中。</translation>
        </message>
        <message>
            <source>The token is kept for this session only: no keyring is available on this system, so Hearth will ask for it again next time. It is never written to a file.</source>
            <translation>令牌仅在本次会话中保存：此系统上没有可用的密钥环，因此 Hearth 下次会再次询问。它绝不会写入文件。</translation>
        </message>
        <message>
            <source>Hearth never sends your conversations anywhere. Offline mode goes further: no searching, downloading or token checks, so Hearth makes no network connection at all. Installed models keep working.</source>
            <translation>Hearth 从不会把你的对话发送到任何地方。离线模式更进一步：不搜索、不下载、不校验令牌，因此 Hearth 完全不建立任何网络连接。已安装的模型仍可正常工作。</translation>
        </message>
        <message>
            <source>Enter the address of a Hugging Face mirror, like https://hf-mirror.com (with https://).</source>
            <translation>请输入 Hugging Face 镜像的地址，例如 https://hf-mirror.com（包含 https://）。</translation>
        </message>
        <message>
            <source>Enter only the mirror's address, without a query, a fragment or a password in it.</source>
            <translation>只输入镜像地址，不要包含查询参数、片段或密码。</translation>
        </message>
        <message>
            <source>hf_…  (from huggingface.co/settings/tokens)</source>
            <translation>hf_…  （来自 huggingface.co/settings/tokens）</translation>
        </message>
        <message>
            <source>Hugging Face access token</source>
            <translation>Hugging Face 访问令牌</translation>
        </message>
        <message>
            <source>Check and save</source>
            <translation>校验并保存</translation>
        </message>
        <message>
            <source>Check the access token and save it</source>
            <translation>校验访问令牌并保存</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Remove the saved access token</source>
            <translation>移除已保存的访问令牌</translation>
        </message>
        <message>
            <source>Access token status</source>
            <translation>访问令牌状态</translation>
        </message>
        <message>
            <source>About the access token</source>
            <translation>关于访问令牌</translation>
        </message>
        <message>
            <source>Hugging Face mirror address</source>
            <translation>Hugging Face 镜像地址</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>应用</translation>
        </message>
        <message>
            <source>Use this mirror address</source>
            <translation>使用此镜像地址</translation>
        </message>
        <message>
            <source>Mirror address status</source>
            <translation>镜像地址状态</translation>
        </message>
        <message>
            <source>Mirror</source>
            <translation>镜像</translation>
        </message>
        <message>
            <source>About the mirror</source>
            <translation>关于镜像</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>地址</translation>
        </message>
        <message>
            <source>Offline mode: make no network connections</source>
            <translation>离线模式：不建立任何网络连接</translation>
        </message>
        <message>
            <source>Offline mode</source>
            <translation>离线模式</translation>
        </message>
        <message>
            <source>Offline mode explanation</source>
            <translation>离线模式说明</translation>
        </message>
        <message>
            <source>Network status</source>
            <translation>网络状态</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>网络</translation>
        </message>
        <message>
            <source>Paste a token from huggingface.co/settings/tokens first.</source>
            <translation>请先粘贴来自 huggingface.co/settings/tokens 的令牌。</translation>
        </message>
        <message>
            <source>The token cannot be checked with {0}: {1}.</source>
            <translation>无法通过 {0} 校验令牌：{1}。</translation>
        </message>
        <message>
            <source>Checking the token with {0}…</source>
            <translation>正在通过 {0} 校验令牌…</translation>
        </message>
        <message>
            <source>Signed in as {0}. {1}</source>
            <translation>已登录为 {0}。{1}</translation>
        </message>
        <message>
            <source>A token is saved. Paste a new one to replace it.</source>
            <translation>已保存一个令牌。粘贴新令牌即可替换。</translation>
        </message>
        <message>
            <source>The access token was removed. Gated and private models need it again.</source>
            <translation>访问令牌已移除。受限和私有模型将再次需要它。</translation>
        </message>
        <message>
            <source> (the HF_ENDPOINT environment variable)</source>
            <translation>（HF_ENDPOINT 环境变量）</translation>
        </message>
        <message>
            <source> (the default)</source>
            <translation>（默认）</translation>
        </message>
        <message>
            <source>Where searches, downloads and token checks go. Leave it empty for {0}{1}; enter a mirror or a proxy of the hub where that is slow or blocked.</source>
            <translation>搜索、下载和令牌校验的目标地址。留空则使用 {0}{1}；在访问缓慢或被屏蔽的地区，请输入模型库的镜像或代理。</translation>
        </message>
        <message>
            <source>Needed only for gated models (accept their licence on huggingface.co first) and private ones. A read-only token is enough. Hearth checks it with {0} before saving it.</source>
            <translation>仅受限模型（先在 huggingface.co 接受其许可证）和私有模型需要。只读令牌即可。Hearth 会在保存前通过 {0} 校验它。</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0} (the mirror address above).</source>
            <translation>搜索和下载将发往 {0}（上面的镜像地址）。</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}, set by the HF_ENDPOINT environment variable; a mirror address here takes its place.</source>
            <translation>搜索和下载将发往 {0}，由 HF_ENDPOINT 环境变量设置；在此填写镜像地址可取代它。</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}.</source>
            <translation>搜索和下载将发往 {0}。</translation>
        </message>
        <message>
            <source> It is not encrypted (http): anyone on the way can see which models you fetch. Downloads are still checked against their checksums.</source>
            <translation> 连接未加密（http）：途经的任何人都能看到你获取了哪些模型。下载的文件仍会用校验和验证。</translation>
        </message>
        <message>
            <source>Online: Hearth connects only when you search, download or check a token.</source>
            <translation>在线：Hearth 仅在你搜索、下载或校验令牌时联网。</translation>
        </message>
        <message>
            <source>Offline: searching, downloading and token checks are off.</source>
            <translation>离线：搜索、下载和令牌校验均已关闭。</translation>
        </message>
        <message>
            <source>Offline whatever this switch says: {0}. Unset it and restart Hearth to search or download.</source>
            <translation>无论此开关如何都处于离线：{0}。取消设置并重启 Hearth 后才能搜索或下载。</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>不可用：{0}。</translation>
        </message>
    </context>
    <context>
        <name>ProjectDialog</name>
        <message>
            <source>Each chat keeps its own.</source>
            <translation>每个聊天保留自己的设置。</translation>
        </message>
        <message>
            <source>New project</source>
            <translation>新建项目</translation>
        </message>
        <message>
            <source>Project settings — {0}</source>
            <translation>项目设置 — {0}</translation>
        </message>
        <message>
            <source>For example: Thesis, Garden, Work</source>
            <translation>例如：论文、花园、工作</translation>
        </message>
        <message>
            <source>An emoji shown before the name in the sidebar</source>
            <translation>侧边栏中显示在名称前的表情符号</translation>
        </message>
        <message>
            <source>What every chat in this project should know or do, before the chat's own system prompt</source>
            <translation>此项目中每个聊天都应知道或遵循的内容，置于聊天自己的系统提示词之前</translation>
        </message>
        <message>
            <source>Whichever model is loaded</source>
            <translation>当前加载的任意模型</translation>
        </message>
        <message>
            <source>{0} (not installed)</source>
            <translation>{0}（未安装）</translation>
        </message>
        <message>
            <source>Document libraries</source>
            <translation>文档库</translation>
        </message>
        <message>
            <source>No shared libraries yet: add a folder under Documents.</source>
            <translation>还没有共享文档库：请在“文档”下添加文件夹。</translation>
        </message>
        <message>
            <source>Use the open chat's</source>
            <translation>使用当前聊天的设置</translation>
        </message>
        <message>
            <source>Each chat its own</source>
            <translation>每个聊天各用自己的</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>名称(&amp;N)：</translation>
        </message>
        <message>
            <source>&amp;Emoji:</source>
            <translation>表情符号(&amp;E)：</translation>
        </message>
        <message>
            <source>&amp;Instructions:</source>
            <translation>指令(&amp;I)：</translation>
        </message>
        <message>
            <source>Default &amp;model:</source>
            <translation>默认模型(&amp;M)：</translation>
        </message>
        <message>
            <source>&amp;Libraries:</source>
            <translation>文档库(&amp;L)：</translation>
        </message>
        <message>
            <source>Generation settings:</source>
            <translation>生成设置：</translation>
        </message>
        <message>
            <source>The instructions hold at most {0} characters: the rest was cut.</source>
            <translation>指令最多 {0} 个字符：其余部分已被截掉。</translation>
        </message>
    </context>
    <context>
        <name>ProjectFiles</name>
        <message>
            <source>Export project</source>
            <translation>导出项目</translation>
        </message>
        <message>
            <source>Hearth project (*.json)</source>
            <translation>Hearth 项目 (*.json)</translation>
        </message>
        <message>
            <source>Import project</source>
            <translation>导入项目</translation>
        </message>
        <message>
            <source>Project not exported</source>
            <translation>项目未导出</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.</source>
            <translation>Hearth 无法写入 {0}：{1}。</translation>
        </message>
        <message>
            <source>Project not imported</source>
            <translation>项目未导入</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth project file.</source>
            <translation>{0} 大于 200 MB，不是 Hearth 项目文件。</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth 无法读取 {0}：{1}。</translation>
        </message>
        <message>
            <source>{0} is not a Hearth project file (a .json file made by Export project…).</source>
            <translation>{0} 不是 Hearth 项目文件（应为“导出项目…”生成的 .json 文件）。</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>无法导入 {0}：{1}。</translation>
        </message>
        <message>
            <source>The project could not be saved: {0}.</source>
            <translation>无法保存项目：{0}。</translation>
        </message>
    </context>
    <context>
        <name>ProjectTree</name>
        <message>
            <source>Move to project</source>
            <translation>移到项目</translation>
        </message>
        <message>
            <source>No project (a loose chat)</source>
            <translation>不属于项目（独立聊天）</translation>
        </message>
        <message>
            <source>Projects</source>
            <translation>项目</translation>
        </message>
        <message>
            <source>New project…</source>
            <translation>新建项目…</translation>
        </message>
        <message>
            <source>Group chats with shared instructions, documents and model (Ctrl+Shift+N)</source>
            <translation>将聊天分组，共享指令、文档和模型 (Ctrl+Shift+N)</translation>
        </message>
        <message>
            <source>Enter opens a chat or folds a project; F2 renames, Del deletes; right-click for more</source>
            <translation>回车打开聊天或折叠项目；F2 重命名，Del 删除；右键查看更多</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>重命名</translation>
        </message>
        <message>
            <source>Delete project…</source>
            <translation>删除项目…</translation>
        </message>
        <message>
            <source>Chat actions</source>
            <translation>聊天操作</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>Project actions</source>
            <translation>项目操作</translation>
        </message>
        <message>
            <source>New chat in project</source>
            <translation>在项目中新建聊天</translation>
        </message>
        <message>
            <source>Project settings…</source>
            <translation>项目设置…</translation>
        </message>
        <message>
            <source>Search in project…</source>
            <translation>在项目中搜索…</translation>
        </message>
        <message>
            <source>Export project…</source>
            <translation>导出项目…</translation>
        </message>
    </context>
    <context>
        <name>Projects</name>
        <message>
            <source>A project's instructions hold at most {0} characters.</source>
            <translation>项目的指令最多 {0} 个字符。</translation>
        </message>
        <message>
            <source>A project needs a name.</source>
            <translation>项目需要一个名称。</translation>
        </message>
        <message>
            <source>A project's name holds at most {0} characters.</source>
            <translation>项目名称最多 {0} 个字符。</translation>
        </message>
        <message>
            <source>There is already a project called {0}.</source>
            <translation>已有名为 {0} 的项目。</translation>
        </message>
        <message>
            <source>That project no longer exists.</source>
            <translation>该项目已不存在。</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}</source>
            <translation>无法保存项目：{0}</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}.</source>
            <translation>无法保存项目：{0}。</translation>
        </message>
        <message>
            <source>That chat or project no longer exists.</source>
            <translation>该聊天或项目已不存在。</translation>
        </message>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>无法保存更改：{0}。</translation>
        </message>
        <message>
            <source>Search in</source>
            <translation>搜索范围</translation>
        </message>
        <message>
            <source>&amp;Projects</source>
            <translation>项目(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;New project…</source>
            <translation>新建项目(&amp;N)…</translation>
        </message>
        <message>
            <source>New &amp;chat in this project</source>
            <translation>在此项目中新建聊天(&amp;C)</translation>
        </message>
        <message>
            <source>Project &amp;settings…</source>
            <translation>项目设置(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Move this chat to</source>
            <translation>将此聊天移到(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Export this project…</source>
            <translation>导出此项目(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Import project…</source>
            <translation>导入项目(&amp;I)…</translation>
        </message>
        <message>
            <source>All conversations</source>
            <translation>所有对话</translation>
        </message>
        <message>
            <source>In {0}</source>
            <translation>在 {0} 中</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>已导出到 {0}</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{0}” with %n chat(s).</source>
            <translation>
                <numerusform>已导入“{0}”，含 %n 个聊天。</numerusform>
            </translation>
        </message>
        <message>
            <source>Not on this computer, so not ticked: {0}.</source>
            <translation>不在这台电脑上，因此未勾选：{0}。</translation>
        </message>
        <message>
            <source>Delete project</source>
            <translation>删除项目</translation>
        </message>
        <message>
            <source>Delete the project “{0}”?</source>
            <translation>删除项目“{0}”？</translation>
        </message>
        <message numerus="yes">
            <source>It has %n chat(s). Kept, they become loose chats and its memories apply to every chat.</source>
            <translation>
                <numerusform>它有 %n 个聊天。保留后它们成为独立聊天，项目的记忆将用于所有聊天。</numerusform>
            </translation>
        </message>
        <message>
            <source>Deleted with its chats, the project's memories are deleted too.</source>
            <translation>若连同聊天一起删除，项目的记忆也会被删除。</translation>
        </message>
        <message>
            <source>Keep the chats</source>
            <translation>保留聊天</translation>
        </message>
        <message>
            <source>Delete the chats too</source>
            <translation>同时删除聊天</translation>
        </message>
        <message>
            <source>This project's model, {0}, is no longer available.</source>
            <translation>此项目的模型 {0} 已不可用。</translation>
        </message>
    </context>
    <context>
        <name>Provenance</name>
        <message>
            <source>finished</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>stopped at the length limit</source>
            <translation>已在长度上限处停止</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>已停止</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>runs on {0}</source>
            <translation>运行于 {0}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln 个词元</numerusform>
            </translation>
        </message>
        <message>
            <source>prompt {0}, {1} cached</source>
            <translation>提示 {0}，{1} 已缓存</translation>
        </message>
        <message>
            <source>prompt {0}</source>
            <translation>提示 {0}</translation>
        </message>
        <message>
            <source>first token {0} s</source>
            <translation>首个词元 {0} 秒</translation>
        </message>
        <message>
            <source>{0} tok/s</source>
            <translation>{0} 词元/秒</translation>
        </message>
        <message>
            <source>drafts {0}% accepted ({1} of {2})</source>
            <translation>草稿接受率 {0}%（{2} 个中 {1} 个）</translation>
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
            <translation>你</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>助手</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>系统提示词</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>无标题</translation>
        </message>
        <message>
            <source>Search messages</source>
            <translation>搜索消息</translation>
        </message>
        <message>
            <source>Search all conversations</source>
            <translation>搜索所有对话</translation>
        </message>
        <message>
            <source>Every word must match; end a word with * to match its beginning (hel*)</source>
            <translation>每个词都须匹配；在词尾加 * 可匹配开头（hel*）</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>搜索状态</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>搜索结果</translation>
        </message>
        <message>
            <source>Search failed: {0}</source>
            <translation>搜索失败：{0}</translation>
        </message>
        <message>
            <source>Type to search every conversation.</source>
            <translation>输入以搜索所有对话。</translation>
        </message>
        <message>
            <source>No results for “{0}”.</source>
            <translation>没有“{0}”的结果。</translation>
        </message>
        <message numerus="yes">
            <source>%Ln result(s)</source>
            <translation>
                <numerusform>%Ln 个结果</numerusform>
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
            <translation>本地服务器</translation>
        </message>
        <message>
            <source>Serve the loaded model to other programs (OpenAI-compatible API)</source>
            <translation>向其他程序提供已加载的模型（兼容 OpenAI 的 API）</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>端口</translation>
        </message>
        <message>
            <source>Port number</source>
            <translation>端口号</translation>
        </message>
        <message>
            <source>No key: only programs on this computer can connect</source>
            <translation>无密钥：只有这台电脑上的程序可以连接</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API 密钥</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>新密钥</translation>
        </message>
        <message>
            <source>Remove key</source>
            <translation>移除密钥</translation>
        </message>
        <message>
            <source>Allow other computers on the network (needs a key)</source>
            <translation>允许网络中的其他电脑连接（需要密钥）</translation>
        </message>
        <message>
            <source>Connect a coding tool…</source>
            <translation>连接编程工具…</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>密钥</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>地址</translation>
        </message>
        <message>
            <source>The local server needs Hearth's engine, which is not running here.</source>
            <translation>本地服务器需要 Hearth 的引擎，但它在此未运行。</translation>
        </message>
        <message>
            <source>What Claude Code, Codex, opencode or Continue needs to use this server (as main.py connect prints or writes it)</source>
            <translation>Claude Code、Codex、opencode 或 Continue 使用此服务器所需的内容（与 main.py connect 输出或写入的一致）</translation>
        </message>
        <message>
            <source>Switch the server on (and press OK) first: a tool connects to the running server</source>
            <translation>请先开启服务器（并点击“确定”）：工具要连接正在运行的服务器</translation>
        </message>
        <message>
            <source>(off)</source>
            <translation>（关闭）</translation>
        </message>
    </context>
    <context>
        <name>ServerForm</name>
        <message>
            <source>Edit tool server</source>
            <translation>编辑工具服务器</translation>
        </message>
        <message>
            <source>Add tool server</source>
            <translation>添加工具服务器</translation>
        </message>
        <message>
            <source>e.g.  uvx mcp-server-time   or   npx -y @modelcontextprotocol/server-filesystem ~/Documents</source>
            <translation>例如  uvx mcp-server-time   或   npx -y @modelcontextprotocol/server-filesystem ~/Documents</translation>
        </message>
        <message>
            <source>or the URL of a Streamable HTTP server</source>
            <translation>或 Streamable HTTP 服务器的 URL</translation>
        </message>
        <message>
            <source>its key, kept in the system keyring (HTTP only; empty: unchanged)</source>
            <translation>其密钥，保存在系统密钥环中（仅 HTTP；留空则不变）</translation>
        </message>
        <message>
            <source>its environment, one NAME=value a line (command servers)</source>
            <translation>其环境变量，每行一个 NAME=value（命令服务器）</translation>
        </message>
        <message>
            <source>Environment variables</source>
            <translation>环境变量</translation>
        </message>
        <message>
            <source>Uses the network (turned off in offline mode)</source>
            <translation>需要联网（离线模式下关闭）</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>名称(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Command</source>
            <translation>命令(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>&amp;URL</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>密钥(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Environment</source>
            <translation>环境(&amp;E)</translation>
        </message>
        <message>
            <source>The command cannot be read: {0}.</source>
            <translation>无法读取命令：{0}。</translation>
        </message>
        <message>
            <source>Each line of the environment is NAME=value: {0!r} is not.</source>
            <translation>环境变量的每一行都应为 NAME=value：{0!r} 不是。</translation>
        </message>
    </context>
    <context>
        <name>ServerIndicator</name>
        <message>
            <source>Local server</source>
            <translation>本地服务器</translation>
        </message>
        <message>
            <source>API {0} · {1} {2}</source>
            <translation>API {0} · {1} {2}</translation>
        </message>
        <message>
            <source>Hearth is serving the loaded model to other programs (OpenAI-compatible API at {0}/v1). File → Local server… changes it.</source>
            <translation>Hearth 正在向其他程序提供已加载的模型（兼容 OpenAI 的 API，地址 {0}/v1）。可通过“文件 → 本地服务器…”更改。</translation>
        </message>
    </context>
    <context>
        <name>ServerPanel</name>
        <message>
            <source>another program's request (the local server)</source>
            <translation>另一个程序的请求（本地服务器）</translation>
        </message>
        <message>
            <source>&amp;Local server…</source>
            <translation>本地服务器(&amp;L)…</translation>
        </message>
    </context>
    <context>
        <name>SettingsFields</name>
        <message>
            <source>Enter a number, for example {0}.</source>
            <translation>请输入数字，例如 {0}。</translation>
        </message>
        <message>
            <source>Enter a whole number, for example {0}.</source>
            <translation>请输入整数，例如 {0}。</translation>
        </message>
        <message>
            <source>Enter a whole number, or leave it blank for a random seed.</source>
            <translation>请输入整数，或留空以使用随机种子。</translation>
        </message>
    </context>
    <context>
        <name>SettingsPanel</name>
        <message>
            <source>Differs from the defaults</source>
            <translation>与默认值不同</translation>
        </message>
        <message>
            <source>Reset to defaults</source>
            <translation>恢复默认值</translation>
        </message>
        <message>
            <source>Reset to the defaults for new chats</source>
            <translation>恢复为新聊天的默认值</translation>
        </message>
        <message>
            <source>Use the defaults for new chats (Preferences, Ctrl+,) in this chat</source>
            <translation>在此聊天中使用新聊天的默认值（首选项，Ctrl+,）</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>预设</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>系统提示词</translation>
        </message>
        <message>
            <source>Instructions the model reads before the conversation</source>
            <translation>模型在对话开始前读取的指令</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>例如：你是一个简洁的助手。请用中文回答。</translation>
        </message>
        <message>
            <source>Settings problem</source>
            <translation>设置问题</translation>
        </message>
        <message>
            <source>{0} problem</source>
            <translation>{0}的问题</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>random</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空</translation>
        </message>
        <message>
            <source>Default for new chats: {0}</source>
            <translation>新聊天的默认值：{0}</translation>
        </message>
        <message>
            <source>Differs from your defaults for new chats: {0}.</source>
            <translation>与你为新聊天设定的默认值不同：{0}。</translation>
        </message>
    </context>
    <context>
        <name>ShortcutHelp</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>Shortcut list</source>
            <translation>快捷键列表</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>关闭（Esc）</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Sidebar</source>
            <translation>侧边栏</translation>
        </message>
        <message>
            <source>← Conversations</source>
            <translation>← 对话</translation>
        </message>
        <message>
            <source>Back to conversations</source>
            <translation>返回对话</translation>
        </message>
        <message>
            <source>Close search (Esc)</source>
            <translation>关闭搜索（Esc）</translation>
        </message>
    </context>
    <context>
        <name>SourceDialog</name>
        <message>
            <source>Source [{0}]</source>
            <translation>来源 [{0}]</translation>
        </message>
        <message>
            <source>Source passage</source>
            <translation>来源段落</translation>
        </message>
        <message>
            <source>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</source>
            <translation>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</translation>
        </message>
        <message>
            <source>Passage</source>
            <translation>段落</translation>
        </message>
        <message>
            <source>Open file</source>
            <translation>打开文件</translation>
        </message>
        <message>
            <source>Open the file in the program your system uses for it</source>
            <translation>用系统为它指定的程序打开文件</translation>
        </message>
    </context>
    <context>
        <name>Speed</name>
        <message>
            <source>fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>usable</source>
            <translation>可用</translation>
        </message>
        <message>
            <source>slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>measured {0} tokens a second</source>
            <translation>实测每秒 {0} 个词元</translation>
        </message>
        <message>
            <source>at least {0} tokens a second</source>
            <translation>每秒至少 {0} 个词元</translation>
        </message>
        <message>
            <source>about {0} tokens a second</source>
            <translation>每秒约 {0} 个词元</translation>
        </message>
        <message>
            <source>{0} · ≥ {1} tok/s</source>
            <translation>{0} · ≥ {1} 词元/秒</translation>
        </message>
        <message>
            <source>{0} · ≈ {1} tok/s</source>
            <translation>{0} · ≈ {1} 词元/秒</translation>
        </message>
        <message>
            <source>The speed its last reply was written at on this computer. 10 or more reads comfortably.</source>
            <translation>它在这台计算机上写上一条回复时的速度。每秒 10 个以上即可舒适阅读。</translation>
        </message>
        <message>
            <source>an assumed floor for GPU memory</source>
            <translation>假定的 GPU 显存下限</translation>
        </message>
        <message>
            <source>this machine's memory, measured</source>
            <translation>本机内存，实测</translation>
        </message>
        <message>
            <source>Writing reads all {0} GB of weights for every word piece: at {1} GB/s ({2}) that is about {3} tokens a second. 10 or more reads comfortably.</source>
            <translation>每写一个词元都要读取全部 {0} GB 权重：按 {1} GB/s（{2}）计算，约为每秒 {3} 个词元。每秒 10 个以上即可舒适阅读。</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} 失败：{1}</translation>
        </message>
        <message>
            <source>{0}

Hearth skips the failed devices for this model from now on. Use this menu to try all devices again (after a driver update, say).</source>
            <translation>{0}

今后 Hearth 会为此模型跳过出错的设备。可用此菜单重新尝试所有设备（例如在更新驱动之后）。</translation>
        </message>
        <message>
            <source>{0} ({1} skipped: failed before)</source>
            <translation>{0}（跳过 {1}：之前出错）</translation>
        </message>
        <message>
            <source>{0} failed the last time this model was loaded, so Hearth went straight to {1}. Use this menu to try all devices again.</source>
            <translation>上次加载此模型时 {0} 出错，因此 Hearth 直接使用了 {1}。可用此菜单重新尝试所有设备。</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>未加载模型</translation>
        </message>
        <message>
            <source>Model and device</source>
            <translation>模型与设备</translation>
        </message>
        <message>
            <source>Try all devices again</source>
            <translation>重新尝试所有设备</translation>
        </message>
        <message>
            <source>Device fallback</source>
            <translation>备用设备</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>已用上下文</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>上一条回复的速度</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>正在加载 {0}…</translation>
        </message>
        <message numerus="yes">
            <source>Context: %Ln token(s)</source>
            <translation>
                <numerusform>上下文：%Ln 个词元</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln 个词元</numerusform>
            </translation>
        </message>
        <message>
            <source>How much of the model's context this conversation uses</source>
            <translation>此对话占用了模型上下文的多少</translation>
        </message>
        <message>
            <source> · first token {0} s</source>
            <translation> · 首个词元 {0} 秒</translation>
        </message>
        <message>
            <source>{0} tok/s{1}</source>
            <translation>{0} 词元/秒{1}</translation>
        </message>
        <message>
            <source>Speed of the last reply in this conversation</source>
            <translation>此对话中上一条回复的速度</translation>
        </message>
        <message>
            <source>No reply in this conversation yet</source>
            <translation>此对话中还没有回复</translation>
        </message>
    </context>
    <context>
        <name>StoreWrites</name>
        <message>
            <source>the disk is full</source>
            <translation>磁盘已满</translation>
        </message>
        <message>
            <source>the conversations file can't be written (read-only)</source>
            <translation>无法写入对话文件（只读）</translation>
        </message>
        <message>
            <source>the conversations file can't be written</source>
            <translation>无法写入对话文件</translation>
        </message>
        <message>
            <source>Couldn't save: {0}. The reply is kept in memory; free some space and it will be saved.</source>
            <translation>无法保存：{0}。回复暂存在内存中；腾出一些空间后即会保存。</translation>
        </message>
        <message>
            <source>Everything is saved again.</source>
            <translation>所有内容已重新保存。</translation>
        </message>
    </context>
    <context>
        <name>ThinkButton</name>
        <message>
            <source>This model answers without thinking first.</source>
            <translation>此模型不经思考直接回答。</translation>
        </message>
        <message>
            <source>This model thinks before it answers; thinking can be switched off for a chat.</source>
            <translation>此模型会先思考再回答；可以为某个聊天关闭思考。</translation>
        </message>
        <message>
            <source>This model always thinks before it answers (not switchable: its chat template has no switch).</source>
            <translation>此模型总是先思考再回答（无法关闭：它的聊天模板没有开关）。</translation>
        </message>
        <message>
            <source>Think</source>
            <translation>思考</translation>
        </message>
        <message>
            <source>Think before answering</source>
            <translation>先思考再回答</translation>
        </message>
        <message>
            <source>Think by default with this model</source>
            <translation>使用此模型时默认思考</translation>
        </message>
        <message>
            <source>On: the model thinks before it answers in this chat (click to answer at once)</source>
            <translation>开：在此聊天中模型会先思考再回答（点击可直接回答）</translation>
        </message>
        <message>
            <source>Off: the model answers at once in this chat (click to let it think)</source>
            <translation>关：在此聊天中模型直接回答（点击可让它思考）</translation>
        </message>
        <message>
            <source>{0}. The arrow sets what new chats with this model start with.</source>
            <translation>{0}。箭头用于设置使用此模型的新聊天的初始状态。</translation>
        </message>
    </context>
    <context>
        <name>ThinkingHtml</name>
        <message>
            <source>Its latest lines as it thinks; all of it once the reply has ended.</source>
            <translation>思考时显示最新几行；回复结束后显示全部。</translation>
        </message>
        <message>
            <source>The reply stopped while the model was still thinking: it has no answer yet. Continue lets it go on.</source>
            <translation>模型仍在思考时回复就停止了：还没有答案。点击“继续”可让它接着生成。</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>思考中…</translation>
        </message>
        <message numerus="yes">
            <source>Thought for %Ln s</source>
            <translation>
                <numerusform>思考了 %Ln 秒</numerusform>
            </translation>
        </message>
        <message>
            <source>Thought for less than a second</source>
            <translation>思考了不到一秒</translation>
        </message>
        <message>
            <source>Thinking</source>
            <translation>思考</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>隐藏思考过程</translation>
        </message>
        <message>
            <source>Show what the model thought before answering</source>
            <translation>显示模型回答前的思考过程</translation>
        </message>
        <message numerus="yes">
            <source>%Ln word(s)</source>
            <translation>
                <numerusform>%Ln 个词</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Thread</name>
        <message numerus="yes">
            <source>%n earlier message(s) left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</source>
            <translation>
                <numerusform>此回复略去了 %n 条较早的消息：模型的上下文已满。开始新的聊天，或加载上下文更大的模型，即可保留全部内容。</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading your message… {0} %</source>
            <translation>正在读取你的消息… {0} %</translation>
        </message>
        <message>
            <source> (about {0} s left)</source>
            <translation>（约剩 {0} 秒）</translation>
        </message>
        <message>
            <source> (about {0} min left)</source>
            <translation>（约剩 {0} 分钟）</translation>
        </message>
    </context>
    <context>
        <name>ToolCallCard</name>
        <message>
            <source>Tool call</source>
            <translation>工具调用</translation>
        </message>
        <message>
            <source>&amp;Allow once</source>
            <translation>允许一次(&amp;A)</translation>
        </message>
        <message>
            <source>Al&amp;ways allow this tool</source>
            <translation>始终允许此工具(&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Deny</source>
            <translation>拒绝(&amp;D)</translation>
        </message>
        <message>
            <source>built into Hearth</source>
            <translation>Hearth 内置</translation>
        </message>
        <message>
            <source>from the tool server {0}</source>
            <translation>来自工具服务器 {0}</translation>
        </message>
        <message>
            <source>The assistant wants to run &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt;</source>
            <translation>助手想要运行 &lt;b&gt;{0}&lt;/b&gt;（{1}），参数为 &lt;code&gt;{2}&lt;/code&gt;</translation>
        </message>
        <message>
            <source>Running &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt; … (Stop ends it)</source>
            <translation>正在运行 &lt;b&gt;{0}&lt;/b&gt;（{1}），参数为 &lt;code&gt;{2}&lt;/code&gt; …（“停止”可结束）</translation>
        </message>
    </context>
    <context>
        <name>ToolServersDialog</name>
        <message>
            <source>Tool servers</source>
            <translation>工具服务器</translation>
        </message>
        <message>
            <source>Server details</source>
            <translation>服务器详情</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>添加(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>编辑(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Import mcp.json…</source>
            <translation>导入 mcp.json(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Test</source>
            <translation>测试(&amp;T)</translation>
        </message>
        <message>
            <source>Turn o&amp;ff</source>
            <translation>关闭(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>移除(&amp;R)</translation>
        </message>
        <message>
            <source>Always allowed tools</source>
            <translation>始终允许的工具</translation>
        </message>
        <message>
            <source>&amp;Forget</source>
            <translation>忘记(&amp;F)</translation>
        </message>
        <message>
            <source>Servers whose tools chats may call (choose them per chat with the Tools button):</source>
            <translation>聊天可以调用其工具的服务器（在每个聊天中用“工具”按钮选择）：</translation>
        </message>
        <message>
            <source>Run without asking:</source>
            <translation>无需询问即可运行：</translation>
        </message>
        <message>
            <source>No tool servers yet. Add one, or import the mcp.json of Claude Desktop, Cursor or LM Studio.</source>
            <translation>还没有工具服务器。添加一个，或导入 Claude Desktop、Cursor 或 LM Studio 的 mcp.json。</translation>
        </message>
        <message>
            <source>Turn o&amp;n</source>
            <translation>开启(&amp;N)</translation>
        </message>
        <message>
            <source>Import mcp.json</source>
            <translation>导入 mcp.json</translation>
        </message>
        <message>
            <source>JSON (*.json);;All files (*)</source>
            <translation>JSON (*.json);;所有文件 (*)</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n server(s): {0}.</source>
            <translation>
                <numerusform>已导入 %n 个服务器：{0}。</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>未导入任何内容。</translation>
        </message>
        <message>
            <source>Left out:</source>
            <translation>已省略：</translation>
        </message>
        <message>
            <source>Starting {0}…</source>
            <translation>正在启动 {0}…</translation>
        </message>
        <message>
            <source>(left out) {0}</source>
            <translation>（已省略）{0}</translation>
        </message>
        <message>
            <source>Not running: it starts when a chat that uses it needs it (or press Test).</source>
            <translation>未运行：使用它的聊天需要时才会启动（或点击“测试”）。</translation>
        </message>
        <message>
            <source>Its last output:</source>
            <translation>它最后的输出：</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Waiting for your answer: {0}</source>
            <translation>等待你的答复：{0}</translation>
        </message>
        <message>
            <source>Running {0}…</source>
            <translation>正在运行 {0}…</translation>
        </message>
        <message>
            <source>The current date and time, here or in a time zone.</source>
            <translation>当前日期和时间，本地或某个时区。</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>日期和时间</translation>
        </message>
        <message>
            <source>Compute an arithmetic expression exactly, e.g. 17*23 or sqrt(2).</source>
            <translation>精确计算算术表达式，例如 17*23 或 sqrt(2)。</translation>
        </message>
        <message>
            <source>Calculator</source>
            <translation>计算器</translation>
        </message>
        <message>
            <source>Search this person's earlier conversations.</source>
            <translation>搜索此用户之前的对话。</translation>
        </message>
        <message>
            <source>Search my conversations</source>
            <translation>搜索我的对话</translation>
        </message>
        <message>
            <source>Search the documents attached to this chat.</source>
            <translation>搜索附加到此聊天的文档。</translation>
        </message>
        <message>
            <source>Search this chat's documents</source>
            <translation>搜索此聊天的文档</translation>
        </message>
        <message>
            <source>Keep a lasting fact about the person (their name, work, preferences) for later chats. The person is asked first.</source>
            <translation>为以后的聊天记住关于此人的持久事实（姓名、工作、偏好）。会先询问本人。</translation>
        </message>
        <message>
            <source>Remember (asks first)</source>
            <translation>记住（先询问）</translation>
        </message>
    </context>
    <context>
        <name>ToolsButton</name>
        <message>
            <source>Server: {0}</source>
            <translation>服务器：{0}</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>工具</translation>
        </message>
        <message>
            <source>Which tools this chat may call (each call is shown and asked first)</source>
            <translation>此聊天可以调用哪些工具（每次调用都会先显示并征求同意）</translation>
        </message>
        <message>
            <source>Tools ({0})</source>
            <translation>工具（{0}）</translation>
        </message>
        <message>
            <source> (uses the network)</source>
            <translation>（需要联网）</translation>
        </message>
        <message>
            <source>{0} (off: {1})</source>
            <translation>{0}（关闭：{1}）</translation>
        </message>
        <message>
            <source>{0} (failed to start)</source>
            <translation>{0}（启动失败）</translation>
        </message>
        <message>
            <source>It failed: {0}. Tool servers… shows its last output.</source>
            <translation>失败：{0}。“工具服务器…”中可查看它最后的输出。</translation>
        </message>
        <message>
            <source>A reply must start with a tool call</source>
            <translation>回复必须以工具调用开始</translation>
        </message>
        <message>
            <source>For small models that do not choose tools by themselves</source>
            <translation>适用于不会自行选择工具的小模型</translation>
        </message>
        <message>
            <source>Tool servers…</source>
            <translation>工具服务器…</translation>
        </message>
    </context>
    <context>
        <name>TurnRules</name>
        <message>
            <source>A reply is still being written. Wait for it, or press Stop (Esc).</source>
            <translation>仍在生成回复。请等待，或按“停止”(Esc)。</translation>
        </message>
        <message>
            <source>Another model is loading. Wait until it is ready, then send again.</source>
            <translation>正在加载另一个模型。请等它就绪后再发送。</translation>
        </message>
        <message>
            <source>No model is still loading, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>模型仍在加载，暂时无法回答。请打开模型文件夹或使用演示模型，然后再发送。</translation>
        </message>
        <message>
            <source>No model is loaded, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>尚未加载模型，暂时无法回答。请打开模型文件夹或使用演示模型，然后再发送。</translation>
        </message>
        <message>
            <source>Only the last reply can be regenerated; edit a message to branch earlier.</source>
            <translation>只能重新生成最后一条回复；编辑一条消息即可从更早处分支。</translation>
        </message>
        <message>
            <source>Only the last reply can be continued.</source>
            <translation>只能继续最后一条回复。</translation>
        </message>
    </context>
    <context>
        <name>TurnRunner</name>
        <message>
            <source>The reply could not be started: {0}. Free some space and try again.</source>
            <translation>无法开始回复：{0}。请腾出一些空间后重试。</translation>
        </message>
        <message>
            <source>The images in this chat were left out: {0} does not see images (choose a model marked "sees images" to show them).</source>
            <translation>此聊天中的图片已略去：{0} 无法识别图片（请选择标有“可识别图片”的模型来显示它们）。</translation>
        </message>
        <message numerus="yes">
            <source>%n image(s) in this chat could not be read and were left out; the reply goes on without them.</source>
            <translation>
                <numerusform>此聊天中有 %n 张图片无法读取，已略去；回复将在没有它们的情况下继续。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting: the model is answering {0} (%n request(s) ahead)…</source>
            <translation>
                <numerusform>等待中：模型正在回答 {0}（前面还有 %n 个请求）…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting for the engine (%n request(s) ahead)…</source>
            <translation>
                <numerusform>等待引擎（前面还有 %n 个请求）…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VariantPage</name>
        <message>
            <source>← Back</source>
            <translation>← 返回</translation>
        </message>
        <message>
            <source>Back to the list of models</source>
            <translation>返回模型列表</translation>
        </message>
        <message>
            <source>About this model</source>
            <translation>关于此模型</translation>
        </message>
        <message>
            <source>Variant list status</source>
            <translation>变体列表状态</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>重试</translation>
        </message>
        <message>
            <source>List the variants again</source>
            <translation>重新列出变体</translation>
        </message>
        <message>
            <source>Show all variants, including those this computer cannot run</source>
            <translation>显示所有变体，包括这台电脑无法运行的</translation>
        </message>
        <message>
            <source>Show all variants</source>
            <translation>显示所有变体</translation>
        </message>
        <message>
            <source>Hidden variants</source>
            <translation>隐藏的变体</translation>
        </message>
        <message>
            <source>Model {0}</source>
            <translation>模型 {0}</translation>
        </message>
        <message>
            <source>Listing the files of {0} on the hub…</source>
            <translation>正在列出模型库中 {0} 的文件…</translation>
        </message>
        <message>
            <source>{0} has no model Hearth can run: no folder with a genai_config.json and no onnx/model*.onnx export. Choose another model.</source>
            <translation>{0} 中没有 Hearth 能运行的模型：既没有包含 genai_config.json 的文件夹，也没有 onnx/model*.onnx 导出。请选择其他模型。</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>（仓库根目录）</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>为 {0} 构建，而这台电脑没有。</translation>
        </message>
        <message>
            <source>Cannot run here</source>
            <translation>无法在此运行</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth 无法测量这台电脑的内存速度。</translation>
        </message>
        <message>
            <source>Installed · Use</source>
            <translation>已安装 · 使用</translation>
        </message>
        <message>
            <source>This variant is already installed: chat with it.</source>
            <translation>此变体已安装：可以直接与它聊天。</translation>
        </message>
        <message>
            <source>Use {0}</source>
            <translation>使用 {0}</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>下载</translation>
        </message>
        <message>
            <source>This computer cannot run it: it is built for {0}.</source>
            <translation>这台电脑无法运行它：它是为 {0} 构建的。</translation>
        </message>
        <message>
            <source>Download {0}</source>
            <translation>下载 {0}</translation>
        </message>
        <message>
            <source>Downloading is off: {0}.</source>
            <translation>下载已关闭：{0}。</translation>
        </message>
        <message numerus="yes">
            <source>%n more variant(s) for {0} hidden: this computer cannot run them.</source>
            <translation>
                <numerusform>另有 %n 个面向 {0} 的变体已隐藏：这台电脑无法运行它们。</numerusform>
            </translation>
        </message>
        <message>
            <source>None of the variants of {0} runs on this computer.</source>
            <translation>{0} 的所有变体都无法在这台电脑上运行。</translation>
        </message>
    </context>
    <context>
        <name>Voice</name>
        <message>
            <source>Read aloud</source>
            <translation>朗读</translation>
        </message>
        <message>
            <source>Read this reply aloud with the system's voice (Esc stops it)</source>
            <translation>用系统语音朗读此回复（Esc 停止）</translation>
        </message>
        <message>
            <source>Dictate</source>
            <translation>听写</translation>
        </message>
        <message>
            <source>Voice conversation</source>
            <translation>语音对话</translation>
        </message>
        <message>
            <source>Microphone level</source>
            <translation>麦克风音量</translation>
        </message>
        <message>
            <source>Dictation</source>
            <translation>听写</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>停止朗读</translation>
        </message>
        <message>
            <source>Silence the voice reading the reply (Esc)</source>
            <translation>停止正在朗读回复的语音（Esc）</translation>
        </message>
        <message>
            <source>Read replies a&amp;loud</source>
            <translation>朗读回复(&amp;L)</translation>
        </message>
        <message>
            <source>Read each new reply aloud while it is written</source>
            <translation>在生成每条新回复时朗读它</translation>
        </message>
        <message>
            <source>Listening… (Esc cancels)</source>
            <translation>正在聆听…（Esc 取消）</translation>
        </message>
        <message>
            <source>Writing down…</source>
            <translation>正在转写…</translation>
        </message>
        <message>
            <source>Stop listening and write down what you said (Ctrl+Shift+D)</source>
            <translation>停止聆听并转写你说的话（Ctrl+Shift+D）</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear here for you to edit (Ctrl+Shift+D; Esc cancels)</source>
            <translation>听写：说话后文字会出现在这里供你编辑（Ctrl+Shift+D；Esc 取消）</translation>
        </message>
        <message>
            <source>Dictation needs Qt's multimedia module (PySide6-Addons), which this build of Hearth lacks.</source>
            <translation>听写需要 Qt 的多媒体模块（PySide6-Addons），此版本的 Hearth 没有包含它。</translation>
        </message>
        <message>
            <source>No microphone was found. Connect one, or check that the system's sound settings list an input device.</source>
            <translation>未找到麦克风。请连接一个，或检查系统声音设置中是否列出了输入设备。</translation>
        </message>
        <message>
            <source>The microphone could not be opened: the system may be refusing Hearth access to it (macOS: System Settings → Privacy &amp; Security → Microphone; Windows: Settings → Privacy → Microphone), or another program holds it.</source>
            <translation>无法打开麦克风：系统可能拒绝了 Hearth 的访问（macOS：系统设置 → 隐私与安全性 → 麦克风；Windows：设置 → 隐私 → 麦克风），或者另一个程序正在占用它。</translation>
        </message>
        <message>
            <source>No voices were found to read aloud with. On Linux install speech-dispatcher (with espeak-ng) or flite; Windows and macOS have voices of their own.</source>
            <translation>未找到可用于朗读的语音。在 Linux 上请安装 speech-dispatcher（附带 espeak-ng）或 flite；Windows 和 macOS 自带语音。</translation>
        </message>
        <message>
            <source>The voice engine '{name}' is not installed here.</source>
            <translation>此处未安装语音引擎“{name}”。</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>未给出原因</translation>
        </message>
        <message>
            <source>The voice could not start ({name}: {why}).</source>
            <translation>语音无法启动（{name}：{why}）。</translation>
        </message>
        <message>
            <source>Reading aloud failed: {why}</source>
            <translation>朗读失败：{why}</translation>
        </message>
        <message>
            <source>&amp;Voice</source>
            <translation>语音(&amp;V)</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>麦克风</translation>
        </message>
        <message>
            <source>Find microphones and voices</source>
            <translation>查找麦克风和语音</translation>
        </message>
        <message>
            <source>Read replies aloud while they are written</source>
            <translation>在生成回复时朗读</translation>
        </message>
        <message>
            <source>Send what I dictate when I stop talking</source>
            <translation>停止说话后发送听写内容</translation>
        </message>
        <message>
            <source>Dictation (Ctrl+Shift+D) writes your words into the message box; with the second switch on the message is sent as soon as they are written down. Speech is turned into text on this computer; the recording is kept in memory only.</source>
            <translation>听写（Ctrl+Shift+D）会把你说的话写入消息框；开启第二个开关后，文字一写完消息就会发送。语音在这台电脑上转为文字；录音只保存在内存中。</translation>
        </message>
        <message>
            <source>Voice</source>
            <translation>语音</translation>
        </message>
        <message>
            <source>Speaking rate</source>
            <translation>语速</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>音量</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>语速</translation>
        </message>
        <message>
            <source>Looking for microphones…</source>
            <translation>正在查找麦克风…</translation>
        </message>
        <message>
            <source>The microphones could not be listed ({error}).</source>
            <translation>无法列出麦克风（{error}）。</translation>
        </message>
        <message>
            <source>No microphone was found: connect one, or check the system's sound settings.</source>
            <translation>未找到麦克风：请连接一个，或检查系统的声音设置。</translation>
        </message>
        <message>
            <source>The system's default</source>
            <translation>系统默认</translation>
        </message>
        <message>
            <source>Talk</source>
            <translation>对话</translation>
        </message>
        <message>
            <source>Listening — speak now (Esc leaves the conversation)</source>
            <translation>正在聆听——请说话（Esc 退出对话）</translation>
        </message>
        <message>
            <source>Thinking… (Esc leaves the conversation)</source>
            <translation>正在思考…（Esc 退出对话）</translation>
        </message>
        <message>
            <source>Speaking — speak to interrupt (Esc leaves the conversation)</source>
            <translation>正在说话——开口即可打断（Esc 退出对话）</translation>
        </message>
        <message>
            <source>Leave the voice conversation (Ctrl+Shift+T or Esc)</source>
            <translation>退出语音对话（Ctrl+Shift+T 或 Esc）</translation>
        </message>
        <message>
            <source>Talk with the model hands-free: it listens, answers aloud and listens again; speaking interrupts it (Ctrl+Shift+T; Esc leaves)</source>
            <translation>免提与模型对话：它聆听、朗读回答，然后再次聆听；开口说话即可打断它（Ctrl+Shift+T；Esc 退出）</translation>
        </message>
        <message>
            <source>the voice engine '{name}' did not start within {seconds} s</source>
            <translation>语音引擎“{name}”未在 {seconds} 秒内启动</translation>
        </message>
    </context>
    <context>
        <name>WindowActions</name>
        <message>
            <source>&amp;New chat</source>
            <translation>新建聊天(&amp;N)</translation>
        </message>
        <message>
            <source>Start a new chat</source>
            <translation>开始新的聊天</translation>
        </message>
        <message>
            <source>&amp;Search conversations</source>
            <translation>搜索对话(&amp;S)</translation>
        </message>
        <message>
            <source>Search every conversation</source>
            <translation>搜索所有对话</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>Preferences: theme, text size, defaults for new chats…</source>
            <translation>首选项：主题、文字大小、新聊天的默认值…</translation>
        </message>
        <message>
            <source>Se&amp;ttings for this chat</source>
            <translation>此聊天的设置(&amp;T)</translation>
        </message>
        <message>
            <source>Show or hide the settings of this chat</source>
            <translation>显示或隐藏此聊天的设置</translation>
        </message>
        <message>
            <source>&amp;Regenerate last reply</source>
            <translation>重新生成最后一条回复(&amp;R)</translation>
        </message>
        <message>
            <source>Write the last reply again</source>
            <translation>重新写最后一条回复</translation>
        </message>
        <message>
            <source>Choose the &amp;model…</source>
            <translation>选择模型(&amp;M)…</translation>
        </message>
        <message>
            <source>Pick, switch or eject the chat's model</source>
            <translation>选择、切换或弹出聊天的模型</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>转到消息框(&amp;G)</translation>
        </message>
        <message>
            <source>Put the cursor in the message box</source>
            <translation>将光标放到消息框中</translation>
        </message>
        <message>
            <source>&amp;Attach files…</source>
            <translation>附加文件(&amp;A)…</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>为此聊天附加文件</translation>
        </message>
        <message>
            <source>&amp;Edit your last message</source>
            <translation>编辑你的上一条消息(&amp;E)</translation>
        </message>
        <message>
            <source>Edit your last message and send it again</source>
            <translation>编辑你的上一条消息并重新发送</translation>
        </message>
        <message>
            <source>C&amp;ontinue the stopped reply</source>
            <translation>继续已停止的回复(&amp;O)</translation>
        </message>
        <message>
            <source>Let the stopped reply go on</source>
            <translation>让已停止的回复继续生成</translation>
        </message>
        <message>
            <source>&amp;Copy the last reply</source>
            <translation>复制最后一条回复(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the last reply's text</source>
            <translation>复制最后一条回复的文本</translation>
        </message>
        <message>
            <source>&amp;Dictate</source>
            <translation>听写(&amp;D)</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear in the message box (press again, or pause, to stop; Esc cancels)</source>
            <translation>听写：说话后文字会出现在消息框中（再按一次或停顿即可停止；Esc 取消）</translation>
        </message>
        <message>
            <source>&amp;Talk (voice conversation)</source>
            <translation>语音对话(&amp;V)</translation>
        </message>
        <message>
            <source>Talk hands-free: Hearth listens, answers aloud and listens again; speaking interrupts it; Esc leaves</source>
            <translation>免提对话：Hearth 聆听、朗读回答，然后再次聆听；开口说话即可打断；Esc 退出</translation>
        </message>
        <message>
            <source>&amp;Export conversation…</source>
            <translation>导出对话(&amp;E)…</translation>
        </message>
        <message>
            <source>Save this chat as Markdown, HTML, PDF or JSON</source>
            <translation>将此聊天保存为 Markdown、HTML、PDF 或 JSON</translation>
        </message>
        <message>
            <source>&amp;Open model folder…</source>
            <translation>打开模型文件夹(&amp;O)…</translation>
        </message>
        <message>
            <source>Load a model from a folder</source>
            <translation>从文件夹加载模型</translation>
        </message>
        <message>
            <source>&amp;Models…</source>
            <translation>模型(&amp;M)…</translation>
        </message>
        <message>
            <source>Browse, download and manage models</source>
            <translation>浏览、下载和管理模型</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>Show this list</source>
            <translation>显示此列表</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>Quit Hearth</source>
            <translation>退出 Hearth</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>发送消息</translation>
        </message>
        <message>
            <source>New line in the message</source>
            <translation>在消息中换行</translation>
        </message>
        <message>
            <source>Stop the reply being written; leave the voice conversation, edit mode or search</source>
            <translation>停止正在写的回复；退出语音对话、编辑模式或搜索</translation>
        </message>
        <message>
            <source>Rename the chat chosen in the list</source>
            <translation>重命名列表中选中的聊天</translation>
        </message>
        <message>
            <source>Delete the chat chosen in the list (Undo brings it back)</source>
            <translation>删除列表中选中的聊天（“撤销”可恢复）</translation>
        </message>
        <message>
            <source>Go to the next part of the window, in screen order: New chat, the conversations, the libraries, the model, the messages' actions, the message box and its buttons, the chat's settings</source>
            <translation>按屏幕顺序转到窗口的下一部分：新建聊天、对话列表、文档库、模型、消息操作、消息框及其按钮、聊天设置</translation>
        </message>
        <message>
            <source>Go back to the previous part of the window</source>
            <translation>返回窗口的上一部分</translation>
        </message>
        <message>
            <source>Remember something about you in every chat (Memory → Remember…)</source>
            <translation>在每个聊天中记住关于你的信息（记忆 → 记住…）</translation>
        </message>
        <message>
            <source>See, edit, turn off or delete what Hearth remembers (Memory → Memories…)</source>
            <translation>查看、编辑、停用或删除 Hearth 记住的内容（记忆 → 记忆列表…）</translation>
        </message>
        <message>
            <source>Make a project: chats with shared instructions, documents and model (Projects → New project…)</source>
            <translation>新建项目：共享指令、文档和模型的一组聊天（项目 → 新建项目…）</translation>
        </message>
        <message>
            <source>A new chat in the project of the chat open now</source>
            <translation>在当前打开的聊天所属项目中新建聊天</translation>
        </message>
        <message>
            <source>A new incognito chat: no memory, deleted for good when you leave it (File → New incognito chat)</source>
            <translation>新建无痕聊天：不使用记忆，离开后永久删除（文件 → 新建无痕聊天）</translation>
        </message>
        <message>
            <source>Compare two replies: the message to two models, or to one model with two settings (Chat → Compare two replies…)</source>
            <translation>比较两条回复：将消息发送给两个模型，或发送给使用两组设置的同一个模型（聊天 → 比较两条回复…）</translation>
        </message>
        <message>
            <source>Use the &amp;demo model</source>
            <translation>使用演示模型(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Import conversation…</source>
            <translation>导入对话(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Stop reply	Esc</source>
            <translation>停止回复(&amp;S)	Esc</translation>
        </message>
        <message>
            <source>&amp;About Hearth</source>
            <translation>关于 Hearth(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>聊天(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>菜单栏</translation>
        </message>
    </context>
    <context>
        <name>WindowDialogs</name>
        <message>
            <source>The models folder can be changed only where Hearth manages models.</source>
            <translation>只有在 Hearth 管理模型的位置才能更改模型文件夹。</translation>
        </message>
    </context>
</TS>
