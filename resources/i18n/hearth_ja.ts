<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>(could not read {0}: {1})</source>
            <translation>（{0} を読み込めませんでした: {1}）</translation>
        </message>
        <message>
            <source>{0}: third-party notices</source>
            <translation>{0}: サードパーティに関する通知</translation>
        </message>
        <message>
            <source>various</source>
            <translation>各種</translation>
        </message>
        <message>
            <source>see the package</source>
            <translation>パッケージを参照</translation>
        </message>
        <message>
            <source>Licence: {0}</source>
            <translation>ライセンス: {0}</translation>
        </message>
        <message>
            <source>see the model's page</source>
            <translation>モデルのページを参照</translation>
        </message>
        <message>
            <source>Source: {0}</source>
            <translation>入手元: {0}</translation>
        </message>
        <message>
            <source>Model: {0}</source>
            <translation>モデル: {0}</translation>
        </message>
        <message>
            <source>System</source>
            <translation>システム</translation>
        </message>
        <message>
            <source>About {0}</source>
            <translation>{0} について</translation>
        </message>
        <message>
            <source>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Version {1}&lt;br&gt;Private, local LLM chat. Nothing you type leaves this computer.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;バージョン {1}&lt;br&gt;プライベートなローカル LLM チャット。入力した内容がこのコンピューターの外に出ることはありません。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>コンポーネント</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>バージョン</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Copy these versions, e.g. for a bug report</source>
            <translation>これらのバージョン情報をコピー（バグ報告などに）</translation>
        </message>
        <message>
            <source>Versions</source>
            <translation>バージョン</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>ライセンス</translation>
        </message>
    </context>
    <context>
        <name>AccelDialog</name>
        <message>
            <source>Enable {0}</source>
            <translation>{0} を有効にする</translation>
        </message>
        <message>
            <source>Looking up the download for {0}…</source>
            <translation>{0} のダウンロードを確認しています…</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>Download progress</source>
            <translation>ダウンロードの進行状況</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>ダウンロード</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <source>Cancel download</source>
            <translation>ダウンロードをキャンセル</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>{0}: everything it needs is already installed.</source>
            <translation>{0}: 必要なものはすべてインストール済みです。</translation>
        </message>
        <message numerus="yes">
            <source>{0}: {1} download (%n package(s) from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</source>
            <translation>
                <numerusform>{0}: {1} のダウンロード（PyPI から %n 個のパッケージ）で、Hearth 専用のフォルダーにインストールされます。一時停止と再開ができます。すべてのファイルのダウンロードと検証が終わるまで何も変更されません。</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} / {1}</translation>
        </message>
        <message>
            <source>Paused. The downloaded part of {0} is kept: resume now or later.</source>
            <translation>一時停止しました。{0} のダウンロード済みの部分は保持されます。今すぐでも後でも再開できます。</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>再開</translation>
        </message>
        <message>
            <source>Cancelled; the downloaded part was deleted.</source>
            <translation>キャンセルしました。ダウンロード済みの部分は削除されました。</translation>
        </message>
        <message>
            <source>{0} is installed. The model is loaded again to use it.</source>
            <translation>{0} をインストールしました。これを使うためにモデルを読み込み直します。</translation>
        </message>
        <message>
            <source>{0} could not be installed: {1}</source>
            <translation>{0} をインストールできませんでした: {1}</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message numerus="yes">
            <source>%n download(s) left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</source>
            <translation>
                <numerusform>前回 Hearth を終了したとき、%n 件のダウンロードが完了していませんでした。一時停止中で、再開すると中断したところから続きます。</numerusform>
            </translation>
        </message>
        <message>
            <source>Show downloads</source>
            <translation>ダウンロードを表示</translation>
        </message>
        <message numerus="yes">
            <source>%n reply(s) still being written when Hearth last closed; what was saved is kept and marked as interrupted.</source>
            <translation>
                <numerusform>前回 Hearth を終了したとき、%n 件の応答がまだ書き込み中でした。保存済みの部分は残され、中断として表示されます。</numerusform>
            </translation>
        </message>
        <message>
            <source>Documents are unavailable: the documents database could not be opened ({0}).</source>
            <translation>ドキュメントを利用できません: ドキュメントのデータベースを開けませんでした（{0}）。</translation>
        </message>
        <message>
            <source>Hearth can't open your conversations</source>
            <translation>Hearth が会話を開けません</translation>
        </message>
        <message>
            <source>{0}

Hearth will close so nothing is lost. If the file came from a newer Hearth, update this one; otherwise move the file aside and start again.</source>
            <translation>{0}

何も失われないよう Hearth を終了します。ファイルが新しいバージョンの Hearth のものであれば、この Hearth を更新してください。そうでなければファイルを別の場所に移してから起動し直してください。</translation>
        </message>
    </context>
    <context>
        <name>AttachmentChips</name>
        <message>
            <source>Files attached to this chat</source>
            <translation>このチャットに添付したファイル</translation>
        </message>
        <message>
            <source>Attached:</source>
            <translation>添付:</translation>
        </message>
        <message>
            <source>{0}
{1}
This chat's questions are answered from it. Click to take it out of the chat.</source>
            <translation>{0}
{1}
このチャットの質問にはこれをもとに答えます。クリックするとチャットから外します。</translation>
        </message>
        <message>
            <source>Remove {0} from this chat</source>
            <translation>このチャットから {0} を外す</translation>
        </message>
    </context>
    <context>
        <name>CatalogView</name>
        <message>
            <source>see images</source>
            <translation>画像を見られる</translation>
        </message>
        <message>
            <source>think before they answer</source>
            <translation>答える前に思考する</translation>
        </message>
        <message>
            <source>Preferences → Privacy &amp; network</source>
            <translation>環境設定 → プライバシーとネットワーク</translation>
        </message>
        <message>
            <source>Gated: accept the licence on huggingface.co and add your access token under {0} before downloading.</source>
            <translation>アクセス制限あり: ダウンロードの前に huggingface.co でライセンスに同意し、{0} でアクセストークンを追加してください。</translation>
        </message>
        <message>
            <source>{0} columns</source>
            <translation>{0} の列</translation>
        </message>
        <message>
            <source>Recommended model</source>
            <translation>おすすめのモデル</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>ダウンロード</translation>
        </message>
        <message>
            <source>Download the recommended model</source>
            <translation>おすすめのモデルをダウンロード</translation>
        </message>
        <message>
            <source>Curated models</source>
            <translation>厳選モデル</translation>
        </message>
        <message>
            <source>Models shown</source>
            <translation>表示中のモデル</translation>
        </message>
        <message>
            <source>Show all models</source>
            <translation>すべてのモデルを表示</translation>
        </message>
        <message>
            <source>Show every model of the catalog</source>
            <translation>カタログのすべてのモデルを表示</translation>
        </message>
        <message>
            <source>Download for this computer</source>
            <translation>このコンピューター用にダウンロード</translation>
        </message>
        <message>
            <source>Download the selected model for this computer</source>
            <translation>選択したモデルをこのコンピューター用にダウンロード</translation>
        </message>
        <message>
            <source>All variants…</source>
            <translation>すべてのバリアント…</translation>
        </message>
        <message>
            <source>Show every variant of the selected model</source>
            <translation>選択したモデルのすべてのバリアントを表示</translation>
        </message>
        <message>
            <source>Curated models known to run in Hearth; hover a badge for the numbers.</source>
            <translation>Hearth で動作が確認されている厳選モデルです。バッジにポインターを合わせると数値が表示されます。</translation>
        </message>
        <message>
            <source>Memory speed</source>
            <translation>メモリ速度</translation>
        </message>
        <message>
            <source>Measure again</source>
            <translation>再測定</translation>
        </message>
        <message>
            <source>Measure this computer's memory speed again (best when it is quiet)</source>
            <translation>このコンピューターのメモリ速度を再測定（負荷が低いときがおすすめ）</translation>
        </message>
        <message>
            <source>Measuring this computer's memory speed…</source>
            <translation>このコンピューターのメモリ速度を測定しています…</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed: the speeds here are unknown.</source>
            <translation>Hearth はこのコンピューターのメモリ速度を測定できませんでした。ここでの速度は不明です。</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s, measured while the computer was busy: the speeds here are likely low. Measure again when it is quiet.</source>
            <translation>メモリ速度 {0:.0f} GB/s（コンピューターの負荷が高いときに測定）: ここでの速度は低めに出ている可能性があります。負荷が低いときに再測定してください。</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s (measured): the speeds here are forecast from it.</source>
            <translation>メモリ速度 {0:.0f} GB/s（実測）: ここでの速度はこの値から予測しています。</translation>
        </message>
        <message>
            <source> · gated</source>
            <translation> · アクセス制限あり</translation>
        </message>
        <message>
            <source>Not for this computer</source>
            <translation>このコンピューターには不向き</translation>
        </message>
        <message>
            <source>Recommended for this computer.</source>
            <translation>このコンピューターにおすすめです。</translation>
        </message>
        <message>
            <source>{0} tokens of context: how much of a conversation the model can read at once</source>
            <translation>{0} トークンのコンテキスト: モデルが一度に読める会話の量</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth はこのコンピューターのメモリ速度を測定できませんでした。</translation>
        </message>
        <message>
            <source>Best variant here: {0} on {1}.
{2}</source>
            <translation>ここでの最適なバリアント: {0}（{1}）。
{2}</translation>
        </message>
        <message>
            <source>(root)</source>
            <translation>（ルート）</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>{0} 向けに作られていますが、このコンピューターにはありません。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1}, {2} download, runs on {3})&lt;br&gt;{4}</source>
            <translation>&lt;b&gt;このコンピューターへのおすすめ: {0}&lt;/b&gt;（{1}、ダウンロード {2}、{3} で動作）&lt;br&gt;{4}</translation>
        </message>
        <message>
            <source>{0} Search Hugging Face, or import a model folder under Installed.</source>
            <translation>{0} Hugging Face を検索するか、「インストール済み」でモデルのフォルダーを読み込んでください。</translation>
        </message>
        <message>
            <source>Only the models that {0}: {1} of {2}.</source>
            <translation>{0}モデルのみ: {1} / {2}。</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>利用できません: {0}。</translation>
        </message>
    </context>
    <context>
        <name>ChatController</name>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>変更を保存できませんでした: {0}。</translation>
        </message>
        <message>
            <source>That conversation no longer exists (deleted?).</source>
            <translation>その会話はもう存在しません（削除済み？）。</translation>
        </message>
        <message>
            <source>Stop the reply, or wait for it, to switch versions.</source>
            <translation>バージョンを切り替えるには、応答を停止するか終わるまで待ってください。</translation>
        </message>
        <message>
            <source>Your message was not sent: {0}. It is still in the box below; free some space and send again.</source>
            <translation>メッセージは送信されませんでした: {0}。下の入力欄に残っています。空き容量を確保してもう一度送信してください。</translation>
        </message>
        <message>
            <source>Only your own messages can be edited.</source>
            <translation>編集できるのは自分のメッセージだけです。</translation>
        </message>
        <message>
            <source>The edit was not sent: {0}.</source>
            <translation>編集は送信されませんでした: {0}。</translation>
        </message>
    </context>
    <context>
        <name>ChatPane</name>
        <message>
            <source>Chat</source>
            <translation>チャット</translation>
        </message>
        <message>
            <source>No model loaded: choose one at the top (Ctrl+L)</source>
            <translation>モデルが読み込まれていません: 上部で選んでください（Ctrl+L）</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <source>Type a message below and press Enter (Shift+Enter for a new line). Ctrl+N starts a new chat, F1 lists every shortcut.</source>
            <translation>下にメッセージを入力して Enter を押します（Shift+Enter で改行）。Ctrl+N で新しいチャット、F1 でショートカットの一覧を表示します。</translation>
        </message>
        <message>
            <source>You are talking to the demo model (SmolLM2 135M): a small offline model for trying Hearth, quick but often wrong. For real work choose a model at the top (Ctrl+L) or download one in Models.</source>
            <translation>デモモデル（SmolLM2 135M）と話しています。Hearth を試すための小さなオフラインモデルで、速いものの間違いが多めです。本格的に使うには、上部でモデルを選ぶ（Ctrl+L）か、「モデル」でダウンロードしてください。</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>お知らせ</translation>
        </message>
        <message>
            <source>Show them</source>
            <translation>表示</translation>
        </message>
        <message>
            <source>Load the model again</source>
            <translation>モデルを読み込み直す</translation>
        </message>
        <message>
            <source>The engine stopped. Load the model again to go on.</source>
            <translation>エンジンが停止しました。続けるにはモデルを読み込み直してください。</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>{0} を読み込んでいます…</translation>
        </message>
        <message>
            <source>The device that failed</source>
            <translation>失敗したデバイス</translation>
        </message>
        <message>
            <source>{0} runs on {1} because {2}. {3} will be skipped for this model from now on (the status bar menu can try all devices again).</source>
            <translation>{2}ため、{0} は {1} で動作しています。今後このモデルでは {3} をスキップします（ステータスバーのメニューからすべてのデバイスを再試行できます）。</translation>
        </message>
        <message>
            <source>Loading the model…</source>
            <translation>モデルを読み込んでいます…</translation>
        </message>
        <message>
            <source>Load a model to start chatting (File → Open model folder…)</source>
            <translation>モデルを読み込むとチャットを始められます（ファイル → モデルのフォルダーを開く…）</translation>
        </message>
        <message>
            <source>Documents are unavailable, so nothing can be attached.</source>
            <translation>ドキュメントが利用できないため、何も添付できません。</translation>
        </message>
        <message>
            <source>Voice is unavailable in this build of Hearth.</source>
            <translation>このビルドの Hearth では音声を利用できません。</translation>
        </message>
        <message>
            <source>The match is in another version of this chat: its branch starts here.</source>
            <translation>一致箇所はこのチャットの別のバージョンにあります。その分岐はここから始まります。</translation>
        </message>
        <message>
            <source>Show that version</source>
            <translation>そのバージョンを表示</translation>
        </message>
        <message>
            <source>There is no stopped reply to continue.</source>
            <translation>続きを生成できる停止中の応答はありません。</translation>
        </message>
        <message>
            <source>Copied the last reply.</source>
            <translation>最後の応答をコピーしました。</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it with Esc) before editing.</source>
            <translation>編集する前に、応答が終わるのを待つか Esc で止めてください。</translation>
        </message>
    </context>
    <context>
        <name>ChatSettingsBox</name>
        <message>
            <source>Generation settings</source>
            <translation>生成の設定</translation>
        </message>
        <message>
            <source>&lt;b&gt;Settings for this chat&lt;/b&gt;</source>
            <translation>&lt;b&gt;このチャットの設定&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Hide settings</source>
            <translation>設定を隠す</translation>
        </message>
        <message>
            <source>Hide settings (Ctrl+.)</source>
            <translation>設定を隠す（Ctrl+.）</translation>
        </message>
        <message>
            <source>Settings for this chat</source>
            <translation>このチャットの設定</translation>
        </message>
    </context>
    <context>
        <name>ChatTools</name>
        <message>
            <source>Tools are not offered in a chat with images yet; this reply has none.</source>
            <translation>画像のあるチャットではまだツールを使えません。この応答にはツールがありません。</translation>
        </message>
        <message>
            <source>Tools: {0}.</source>
            <translation>ツール: {0}。</translation>
        </message>
        <message>
            <source>Tools are off for this reply: {0}</source>
            <translation>この応答ではツールがオフです: {0}</translation>
        </message>
    </context>
    <context>
        <name>ChatView</name>
        <message>
            <source>Conversation</source>
            <translation>会話</translation>
        </message>
        <message>
            <source>Messages of the current conversation, newest at the bottom</source>
            <translation>現在の会話のメッセージ（最新が一番下）</translation>
        </message>
        <message>
            <source>↓ Latest</source>
            <translation>↓ 最新</translation>
        </message>
        <message>
            <source>Jump to latest message</source>
            <translation>最新のメッセージへ移動</translation>
        </message>
        <message>
            <source>Scroll to the newest message and follow the reply</source>
            <translation>最新のメッセージまでスクロールして応答を追う</translation>
        </message>
        <message>
            <source>Notification</source>
            <translation>通知</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>コードをコピーしました</translation>
        </message>
        <message>
            <source>Message copied</source>
            <translation>メッセージをコピーしました</translation>
        </message>
    </context>
    <context>
        <name>Columns</name>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>ダウンロード</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>パラメーター数</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>コンテキスト</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>ライセンス</translation>
        </message>
        <message>
            <source>Fit here</source>
            <translation>この PC への適合</translation>
        </message>
        <message>
            <source>Speed here</source>
            <translation>この PC での速度</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>ディスク上のサイズ</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>入手元</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>バリアント</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>インストール日</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>Repository</source>
            <translation>リポジトリ</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>ダウンロード数</translation>
        </message>
        <message>
            <source>Likes</source>
            <translation>いいね</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>更新日</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>備考</translation>
        </message>
        <message>
            <source>Runs on</source>
            <translation>動作先</translation>
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
            <translation>待機中：1つのモデルは一度に1つの応答しか書けないため、こちらはもう一方が終わってから始まります…</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it) before comparing.</source>
            <translation>応答が終わるまで待つか、停止してから比較してください。</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>{0} を読み込み中…</translation>
        </message>
        <message>
            <source>it needs about {0} of memory and {1} is free; choose a smaller model, or compare one model with two settings</source>
            <translation>約 {0} のメモリが必要ですが、空きは {1} です。より小さいモデルを選ぶか、1つのモデルを2つの設定で比較してください</translation>
        </message>
        <message>
            <source>{0} could not be loaded beside {1}: {2}</source>
            <translation>{0} を {1} と同時に読み込めませんでした：{2}</translation>
        </message>
        <message>
            <source>{0} could not be loaded: {1}</source>
            <translation>{0} を読み込めませんでした：{1}</translation>
        </message>
        <message>
            <source>This reply could not be started.</source>
            <translation>この応答を開始できませんでした。</translation>
        </message>
        <message>
            <source>Stopped before the model was loaded.</source>
            <translation>モデルの読み込み前に停止しました。</translation>
        </message>
        <message>
            <source>Couldn't keep that reply: {0}.</source>
            <translation>その応答を残せませんでした：{0}。</translation>
        </message>
        <message>
            <source>Reply {0}</source>
            <translation>応答 {0}</translation>
        </message>
        <message>
            <source>Model of reply {0}</source>
            <translation>応答 {0} のモデル</translation>
        </message>
        <message>
            <source>{0} (this chat's model)</source>
            <translation>{0}（このチャットのモデル）</translation>
        </message>
        <message>
            <source>Settings of reply {0}</source>
            <translation>応答 {0} の設定</translation>
        </message>
        <message>
            <source>This chat's settings</source>
            <translation>このチャットの設定</translation>
        </message>
        <message>
            <source>Preset: {0}</source>
            <translation>プリセット：{0}</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>モデル(&amp;M):</translation>
        </message>
        <message>
            <source>&amp;Settings:</source>
            <translation>設定(&amp;S):</translation>
        </message>
        <message>
            <source>Compare two replies</source>
            <translation>2つの応答を比較</translation>
        </message>
        <message>
            <source>Send one message to two models, or to one model with two settings, with the same seed. The replies stream side by side; you keep one and the other stays a version of it.</source>
            <translation>1つのメッセージを2つのモデルに、または2つの設定で1つのモデルに、同じシードで送ります。応答は横に並んで表示され、1つを残すと、もう1つはそのバージョンとして残ります。</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>メッセージ</translation>
        </message>
        <message>
            <source>drawn at random</source>
            <translation>ランダムに決定</translation>
        </message>
        <message>
            <source>Seed for both replies</source>
            <translation>両方の応答のシード</translation>
        </message>
        <message>
            <source>Two different models run at the same time and need the memory of both; one model with two settings writes one reply after the other.</source>
            <translation>異なる2つのモデルは同時に動くため、両方のメモリが必要です。1つのモデルを2つの設定で使うと、応答を1つずつ順に書きます。</translation>
        </message>
        <message>
            <source>&amp;Compare</source>
            <translation>比較(&amp;C)</translation>
        </message>
        <message>
            <source>S&amp;eed (the same for both):</source>
            <translation>シード（両方で同じ）(&amp;E):</translation>
        </message>
        <message>
            <source>Keep reply {0}</source>
            <translation>応答 {0} を残す</translation>
        </message>
        <message>
            <source>Keep this reply as the answer; the other stays a version you can go back to with the arrows</source>
            <translation>この応答を答えとして残します。もう1つは矢印で戻れるバージョンとして残ります</translation>
        </message>
        <message>
            <source>{0} — {1}</source>
            <translation>{0} — {1}</translation>
        </message>
        <message>
            <source>Compared replies</source>
            <translation>比較中の応答</translation>
        </message>
        <message>
            <source>Your message</source>
            <translation>あなたのメッセージ</translation>
        </message>
        <message>
            <source>Stop both</source>
            <translation>両方を停止</translation>
        </message>
        <message>
            <source>Stop both replies (Esc); what they wrote is kept</source>
            <translation>両方の応答を停止（Esc）。書かれた内容は残ります</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Go back to the chat (Esc once both have ended); what was written is kept, reply A as the answer</source>
            <translation>チャットに戻ります（両方が終わったら Esc）。書かれた内容は残り、応答 A が答えになります</translation>
        </message>
        <message>
            <source>Comparing two replies to your message, both with seed {0}.</source>
            <translation>あなたのメッセージへの2つの応答を比較中です（どちらもシード {0}）。</translation>
        </message>
        <message>
            <source>Both replies (seed {0}) have ended: keep one as the answer; the other stays a version of it.</source>
            <translation>両方の応答（シード {0}）が終わりました。1つを答えとして残してください。もう1つはそのバージョンとして残ります。</translation>
        </message>
        <message>
            <source>Neither reply could be written: close the comparison to go back to the chat.</source>
            <translation>どちらの応答も書けませんでした。比較を閉じるとチャットに戻ります。</translation>
        </message>
        <message>
            <source>Com&amp;pare two replies…</source>
            <translation>2つの応答を比較(&amp;P)…</translation>
        </message>
        <message>
            <source>Send the message to two models, or to one model with two settings, and keep the better reply</source>
            <translation>メッセージを2つのモデルに、または2つの設定で1つのモデルに送り、良い方の応答を残します</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Load a model to start chatting</source>
            <translation>モデルを読み込むとチャットを始められます</translation>
        </message>
        <message>
            <source>Why Send is off</source>
            <translation>送信できない理由</translation>
        </message>
        <message>
            <source>Message size</source>
            <translation>メッセージのサイズ</translation>
        </message>
        <message>
            <source>Editing your message — sending it makes a new version and answers it again.</source>
            <translation>メッセージを編集中です。送信すると新しいバージョンが作られ、改めて応答します。</translation>
        </message>
        <message>
            <source>Edit mode</source>
            <translation>編集モード</translation>
        </message>
        <message>
            <source>Cancel edit</source>
            <translation>編集をキャンセル</translation>
        </message>
        <message>
            <source>Keep the message as it was (Esc)</source>
            <translation>メッセージを元のままにする（Esc）</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>メッセージ</translation>
        </message>
        <message>
            <source>Enter sends, Shift+Enter starts a new line, Esc stops a reply</source>
            <translation>Enter で送信、Shift+Enter で改行、Esc で応答を停止</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>送信</translation>
        </message>
        <message>
            <source>Send message</source>
            <translation>メッセージを送信</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>送信（Enter）</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>Stop generating</source>
            <translation>生成を停止</translation>
        </message>
        <message>
            <source>Stop the reply (Esc); what was written is kept</source>
            <translation>応答を停止（Esc）。書かれた内容は残ります</translation>
        </message>
        <message>
            <source>Send is off — {0}</source>
            <translation>送信できません — {0}</translation>
        </message>
        <message>
            <source>Fix it in the settings of this chat (Ctrl+.)</source>
            <translation>このチャットの設定で修正してください（Ctrl+.）</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln トークン</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{0} with %Ln image(s)</source>
            <translation>
                <numerusform>{0}、画像 %Ln 枚</numerusform>
            </translation>
        </message>
        <message>
            <source>≈ {0} · the chat would then use {1} of {2} ({3} % of the context)</source>
            <translation>≈ {0} · 送信後のチャットの使用量は {1} / {2}（コンテキストの {3} %）</translation>
        </message>
        <message>
            <source>How much of the model's context this conversation would use with this message</source>
            <translation>このメッセージを加えたとき、この会話がモデルのコンテキストをどれだけ使うか</translation>
        </message>
        <message>
            <source>Send edit</source>
            <translation>編集内容を送信</translation>
        </message>
        <message>
            <source>Writing a reply… press Esc or Stop to stop it</source>
            <translation>応答を書いています… Esc か「停止」で止められます</translation>
        </message>
        <message>
            <source>Another chat is writing a reply (“{0}”): you can send when it ends, or open that chat to stop it</source>
            <translation>別のチャット（「{0}」）が応答を書いています。終わったら送信できます。止めるにはそのチャットを開いてください</translation>
        </message>
        <message>
            <source>Message the model (Enter to send, Shift+Enter for a new line)</source>
            <translation>モデルへのメッセージ（Enter で送信、Shift+Enter で改行）</translation>
        </message>
        <message>
            <source>Send is off: {0}</source>
            <translation>送信できません: {0}</translation>
        </message>
        <message>
            <source>Send is off while another chat (“{0}”) is writing a reply</source>
            <translation>別のチャット（「{0}」）が応答を書いている間は送信できません</translation>
        </message>
        <message>
            <source>Type a message first</source>
            <translation>先にメッセージを入力してください</translation>
        </message>
    </context>
    <context>
        <name>ComposerFiles</name>
        <message>
            <source>Attached {0} to this chat.</source>
            <translation>{0} をこのチャットに添付しました。</translation>
        </message>
        <message>
            <source>Paste as text instead</source>
            <translation>テキストとして貼り付ける</translation>
        </message>
        <message>
            <source>Attached {0}: this chat's questions now use it.</source>
            <translation>{0} を添付しました。このチャットの質問はこれを使うようになります。</translation>
        </message>
    </context>
    <context>
        <name>ConnectToolDialog</name>
        <message>
            <source>Connect a coding tool</source>
            <translation>コーディングツールを接続</translation>
        </message>
        <message>
            <source>Coding tool</source>
            <translation>コーディングツール</translation>
        </message>
        <message>
            <source>What the tool needs</source>
            <translation>ツールに必要な設定</translation>
        </message>
        <message>
            <source>Asking the server which model it serves…</source>
            <translation>サーバーに提供中のモデルを問い合わせています…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Copy this text, to paste into the tool's settings or a terminal</source>
            <translation>このテキストをコピーして、ツールの設定やターミナルに貼り付けます</translation>
        </message>
        <message>
            <source>Write its file</source>
            <translation>ファイルを書き込む</translation>
        </message>
        <message>
            <source>Write the tool's configuration file in your home folder (a copy of the file before is kept beside it)</source>
            <translation>ツールの設定ファイルをホームフォルダーに書き込みます（元のファイルのコピーが隣に残ります）</translation>
        </message>
        <message>
            <source>Tool</source>
            <translation>ツール</translation>
        </message>
        <message>
            <source>Not written: {0}</source>
            <translation>書き込めませんでした: {0}</translation>
        </message>
        <message>
            <source> (the file before: {0})</source>
            <translation>（元のファイル: {0}）</translation>
        </message>
        <message>
            <source>Wrote {0}{1}. {2}</source>
            <translation>{0}{1} を書き込みました。{2}</translation>
        </message>
    </context>
    <context>
        <name>ConversationDelegate</name>
        <message>
            <source>Conversation title</source>
            <translation>会話のタイトル</translation>
        </message>
        <message>
            <source>Enter to rename, Esc to cancel</source>
            <translation>Enter で名前を変更、Esc でキャンセル</translation>
        </message>
    </context>
    <context>
        <name>ConversationItems</name>
        <message>
            <source>just now</source>
            <translation>たった今</translation>
        </message>
        <message>
            <source>{0} min ago</source>
            <translation>{0} 分前</translation>
        </message>
        <message>
            <source>{0} h ago</source>
            <translation>{0} 時間前</translation>
        </message>
        <message>
            <source>yesterday</source>
            <translation>昨日</translation>
        </message>
        <message>
            <source>{0} d ago</source>
            <translation>{0} 日前</translation>
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
            <translation>無題</translation>
        </message>
        <message>
            <source>Last activity {0}</source>
            <translation>最終更新 {0}</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>ピン留め</translation>
        </message>
        <message>
            <source>pinned, </source>
            <translation>ピン留め、</translation>
        </message>
    </context>
    <context>
        <name>ConversationList</name>
        <message>
            <source>No conversations yet.
Start one with New chat.</source>
            <translation>まだ会話はありません。
「新しいチャット」で始めましょう。</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>新しいチャット</translation>
        </message>
        <message>
            <source>Start a new conversation</source>
            <translation>新しい会話を始める</translation>
        </message>
        <message>
            <source>Conversations</source>
            <translation>会話</translation>
        </message>
        <message>
            <source>F2 renames, Del deletes; right-click for more</source>
            <translation>F2 で名前を変更、Del で削除。右クリックでその他</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>名前を変更</translation>
        </message>
        <message>
            <source>Pin</source>
            <translation>ピン留め</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>エクスポート…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Sort by title</source>
            <translation>タイトル順に並べる</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>ピン留めを外す</translation>
        </message>
        <message>
            <source>Conversation actions</source>
            <translation>会話の操作</translation>
        </message>
    </context>
    <context>
        <name>CrashNotifier</name>
        <message>
            <source>Something went wrong</source>
            <translation>問題が発生しました</translation>
        </message>
        <message>
            <source>The details are in Hearth's log. Copy them into a bug report if it happens again.</source>
            <translation>詳細は Hearth のログにあります。再発した場合はバグ報告に貼り付けてください。</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>詳細をコピー</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Took {0} out of this chat.</source>
            <translation>{0} をこのチャットから外しました。</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <source>Attach</source>
            <translation>添付</translation>
        </message>
        <message>
            <source>Attach files</source>
            <translation>ファイルを添付</translation>
        </message>
        <message>
            <source>Attach a file to this chat: its questions are answered from it, with sources (you can also drop files here or paste a path)</source>
            <translation>このチャットにファイルを添付: 質問にはこれをもとに出典付きで答えます（ここにファイルをドロップしたり、パスを貼り付けたりもできます）</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>このチャットにファイルを添付</translation>
        </message>
    </context>
    <context>
        <name>DocumentsController</name>
        <message>
            <source>Indexing stopped: {0}</source>
            <translation>インデックス作成が停止しました: {0}</translation>
        </message>
    </context>
    <context>
        <name>DocumentsPanel</name>
        <message>
            <source>{0} (attached)</source>
            <translation>{0}（添付）</translation>
        </message>
        <message>
            <source>{0} — stopped at {1}/{2} files; Re-index goes on from there</source>
            <translation>{0} — {1}/{2} ファイルで停止。「再インデックス」でそこから続行します</translation>
        </message>
        <message>
            <source>, ~{0:.0f} s left</source>
            <translation>、残り約 {0:.0f} 秒</translation>
        </message>
        <message>
            <source>indexing</source>
            <translation>インデックス作成中</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>一時停止中</translation>
        </message>
        <message>
            <source>waiting for the reply</source>
            <translation>応答を待っています</translation>
        </message>
        <message>
            <source>looking for files</source>
            <translation>ファイルを探しています</translation>
        </message>
        <message numerus="yes">
            <source>%Ln passage(s)</source>
            <translation>
                <numerusform>%Ln パッセージ</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} — {1}: {2}/{3} files, {4}{5}</source>
            <translation>{0} — {1}: {2}/{3} ファイル、{4}{5}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln ファイル</numerusform>
            </translation>
        </message>
        <message>
            <source>, {0} skipped</source>
            <translation>、{0} 件スキップ</translation>
        </message>
        <message>
            <source>No documents yet.
Add a folder for every chat, or attach a file to this one.</source>
            <translation>まだドキュメントはありません。
すべてのチャット用にフォルダーを追加するか、このチャットにファイルを添付してください。</translation>
        </message>
        <message>
            <source>Documents</source>
            <translation>ドキュメント</translation>
        </message>
        <message>
            <source>&lt;b&gt;Documents&lt;/b&gt;</source>
            <translation>&lt;b&gt;ドキュメント&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>ライブラリ</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>追加…</translation>
        </message>
        <message>
            <source>Add a folder of documents that any chat can use</source>
            <translation>どのチャットからも使えるドキュメントのフォルダーを追加</translation>
        </message>
        <message>
            <source>Add folder</source>
            <translation>フォルダーを追加</translation>
        </message>
        <message>
            <source>Re-index</source>
            <translation>再インデックス</translation>
        </message>
        <message>
            <source>Read again what changed in this library</source>
            <translation>このライブラリで変更された部分を読み直す</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Forget this library's index (your files stay)</source>
            <translation>このライブラリのインデックスを破棄（ファイルはそのまま）</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>インデックス作成を一時停止</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Stop indexing; what is indexed so far is kept</source>
            <translation>インデックス作成を停止。作成済みの分は残ります</translation>
        </message>
        <message>
            <source>Ticked: this chat's questions are answered from it.</source>
            <translation>チェックあり: このチャットの質問にはこれをもとに答えます。</translation>
        </message>
        <message>
            <source>Links out of the folder are followed (right click to stop).</source>
            <translation>フォルダー外へのリンクもたどります（右クリックで停止）。</translation>
        </message>
        <message>
            <source>Skipped ({0}):</source>
            <translation>スキップ（{0}）:</translation>
        </message>
        <message>
            <source>  … and {0} more (main.py docs list --skipped)</source>
            <translation>  … ほか {0} 件（main.py docs list --skipped）</translation>
        </message>
        <message>
            <source>Right click the library (or press the Menu key) to follow links out of its folder.</source>
            <translation>フォルダー外へのリンクをたどるには、ライブラリを右クリック（またはメニューキーを押下）してください。</translation>
        </message>
        <message>
            <source>Follow links out of this folder</source>
            <translation>このフォルダー外へのリンクをたどる</translation>
        </message>
        <message>
            <source>Index the files that symbolic links in this folder point to elsewhere on the computer</source>
            <translation>このフォルダー内のシンボリックリンクが指す、コンピューター上の別の場所にあるファイルもインデックスに含める</translation>
        </message>
        <message>
            <source>Add a folder of documents</source>
            <translation>ドキュメントのフォルダーを追加</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>再開</translation>
        </message>
    </context>
    <context>
        <name>DownloadsPanel</name>
        <message>
            <source>No downloads yet. Choose a model in Get models; downloads continue while you chat, and a paused one resumes where it stopped.</source>
            <translation>まだダウンロードはありません。「モデルを入手」でモデルを選んでください。チャット中もダウンロードは続き、一時停止したものは中断したところから再開します。</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>ダウンロード数</translation>
        </message>
        <message>
            <source>Clear finished</source>
            <translation>完了分を消去</translation>
        </message>
        <message>
            <source>Clear finished downloads from the list</source>
            <translation>完了したダウンロードを一覧から消去</translation>
        </message>
    </context>
    <context>
        <name>EmbedderBuild</name>
        <message>
            <source>Documents search setup</source>
            <translation>ドキュメント検索の準備</translation>
        </message>
        <message>
            <source>Documents search setup step</source>
            <translation>ドキュメント検索の準備の手順</translation>
        </message>
        <message>
            <source>Preparing document search (once): {0}</source>
            <translation>ドキュメント検索を準備しています（初回のみ）: {0}</translation>
        </message>
        <message>
            <source>Documents search setup progress</source>
            <translation>ドキュメント検索の準備の進行状況</translation>
        </message>
        <message>
            <source>Cancel setup</source>
            <translation>準備をキャンセル</translation>
        </message>
        <message>
            <source>Cancel the documents search setup</source>
            <translation>ドキュメント検索の準備をキャンセル</translation>
        </message>
        <message>
            <source>Preparing document search (once, about a minute): your files are already searched by their words meanwhile.</source>
            <translation>ドキュメント検索を準備しています（初回のみ、約 1 分）。その間もファイルは単語で検索できます。</translation>
        </message>
    </context>
    <context>
        <name>EmptyHint</name>
        <message>
            <source>Empty chat hint</source>
            <translation>空のチャットのヒント</translation>
        </message>
    </context>
    <context>
        <name>ExportImport</name>
        <message>
            <source>Export conversation</source>
            <translation>会話をエクスポート</translation>
        </message>
        <message>
            <source>Import conversation</source>
            <translation>会話をインポート</translation>
        </message>
        <message>
            <source>{0};;All files (*)</source>
            <translation>{0};;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>エクスポート</translation>
        </message>
        <message>
            <source>Include the model's thinking above its replies? It is folded in Markdown and HTML, and printed quieter in PDF. (The JSON export always keeps it.)</source>
            <translation>応答の上にモデルの思考を含めますか？ Markdown と HTML では折りたたまれ、PDF では控えめに印刷されます。（JSON のエクスポートには常に含まれます。）</translation>
        </message>
        <message>
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>Web ページ (*.html)</translation>
        </message>
        <message>
            <source>Hearth conversation, every version (*.json)</source>
            <translation>Hearth の会話、全バージョン (*.json)</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>会話</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>エクスポートに失敗しました</translation>
        </message>
        <message>
            <source>This conversation can no longer be exported: {0}.</source>
            <translation>この会話はもうエクスポートできません: {0}。</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.

Choose another folder, or check that there is free space and that you may write there.</source>
            <translation>Hearth は {0} を書き込めませんでした: {1}。

別のフォルダーを選ぶか、空き容量があり書き込み権限があるか確認してください。</translation>
        </message>
        <message>
            <source>The conversation could not be exported: {0}.</source>
            <translation>会話をエクスポートできませんでした: {0}。</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>インポートに失敗しました</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth conversation export.</source>
            <translation>{0} は 200 MB を超えています。Hearth がエクスポートした会話ではありません。</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth は {0} を読み込めませんでした: {1}。</translation>
        </message>
        <message>
            <source>{0} is not a text file. Choose a .json file exported by Hearth.</source>
            <translation>{0} はテキストファイルではありません。Hearth がエクスポートした .json ファイルを選んでください。</translation>
        </message>
        <message>
            <source>{0} is not valid JSON (line {1}, column {2}: {3}). Choose a .json file exported by Hearth.</source>
            <translation>{0} は有効な JSON ではありません（{1} 行 {2} 列: {3}）。Hearth がエクスポートした .json ファイルを選んでください。</translation>
        </message>
        <message>
            <source>{0} is nested too deeply to be a Hearth conversation export.</source>
            <translation>{0} は入れ子が深すぎるため、Hearth がエクスポートした会話ではありません。</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>{0} をインポートできませんでした: {1}。</translation>
        </message>
        <message>
            <source>The conversation could not be saved: {0}.</source>
            <translation>会話を保存できませんでした: {0}。</translation>
        </message>
    </context>
    <context>
        <name>FirstRun</name>
        <message>
            <source>Open a model folder</source>
            <translation>モデルのフォルダーを開く</translation>
        </message>
    </context>
    <context>
        <name>FirstRunScreen</name>
        <message>
            <source>Models chosen to run well on a computer like this one, or any ONNX chat model on Hugging Face. Downloads go on while you chat.</source>
            <translation>このようなコンピューターで快適に動くよう選んだモデル、または Hugging Face 上の任意の ONNX チャットモデル。チャット中もダウンロードは続きます。</translation>
        </message>
        <message>
            <source>about {0}</source>
            <translation>約 {0}</translation>
        </message>
        <message>
            <source> It should write {0}.</source>
            <translation> {0}で書けるはずです。</translation>
        </message>
        <message>
            <source>It needs about {0} of the {1} of {2} here.{3}</source>
            <translation>この PC の{2} {1} のうち約 {0} が必要です。{3}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1} download, runs on {2}). {3}</source>
            <translation>&lt;b&gt;このコンピューターへのおすすめ: {0}&lt;/b&gt;（ダウンロード {1}、{2} で動作）。{3}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>ようこそ</translation>
        </message>
        <message>
            <source>Welcome to Hearth</source>
            <translation>Hearth へようこそ</translation>
        </message>
        <message>
            <source>Chat with language models that run on this computer. Nothing you type leaves it.
To begin, choose a model:</source>
            <translation>このコンピューター上で動く言語モデルとチャットできます。入力した内容が外に出ることはありません。
まずモデルを選んでください:</translation>
        </message>
        <message>
            <source>Use the demo model</source>
            <translation>デモモデルを使う</translation>
        </message>
        <message>
            <source>Open a model folder…</source>
            <translation>モデルのフォルダーを開く…</translation>
        </message>
        <message>
            <source>Open a model folder</source>
            <translation>モデルのフォルダーを開く</translation>
        </message>
        <message>
            <source>A folder with an ONNX Runtime GenAI model (genai_config.json next to the model files).</source>
            <translation>ONNX Runtime GenAI モデルの入ったフォルダー（モデルファイルと同じ場所に genai_config.json があるもの）。</translation>
        </message>
        <message>
            <source>Browse and download models…</source>
            <translation>モデルを探してダウンロード…</translation>
        </message>
        <message>
            <source>Browse and download models</source>
            <translation>モデルを探してダウンロード</translation>
        </message>
        <message>
            <source>Open the Models window (Ctrl+M)</source>
            <translation>「モデル」ウィンドウを開く（Ctrl+M）</translation>
        </message>
        <message>
            <source>Suggested model</source>
            <translation>提案するモデル</translation>
        </message>
        <message>
            <source>Demo model build progress</source>
            <translation>デモモデルの作成の進行状況</translation>
        </message>
        <message>
            <source>Demo model build step</source>
            <translation>デモモデルの作成の手順</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Cancel the demo model build</source>
            <translation>デモモデルの作成をキャンセル</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>問題</translation>
        </message>
        <message>
            <source>SmolLM2 135M Instruct: tiny and quick, good for trying Hearth out.</source>
            <translation>SmolLM2 135M Instruct: 小さくて速く、Hearth のお試しに最適です。</translation>
        </message>
        <message>
            <source>It is ready on this computer.</source>
            <translation>このコンピューターで使える状態です。</translation>
        </message>
        <message>
            <source>Built once on this computer the first time: a minute or two, longer while the computer is busy.</source>
            <translation>初回に一度だけこのコンピューターで作成します。1～2 分ほどかかり、コンピューターの負荷が高いときはさらにかかります。</translation>
        </message>
        <message>
            <source>Starting the demo model build…</source>
            <translation>デモモデルの作成を開始しています…</translation>
        </message>
        <message>
            <source>{0} ({1} so far)</source>
            <translation>{0}（経過 {1}）</translation>
        </message>
        <message>
            <source>The demo model build could not start (the Python interpreter was not found). Run  python main.py demo-model  in a terminal, then choose the demo model again.</source>
            <translation>デモモデルの作成を開始できませんでした（Python インタープリターが見つかりません）。ターミナルで  python main.py demo-model  を実行してから、もう一度デモモデルを選んでください。</translation>
        </message>
        <message>
            <source>The demo model could not be built:
{0}

Check the message above, then try again, or open a model folder you already have.</source>
            <translation>デモモデルを作成できませんでした:
{0}

上のメッセージを確認してやり直すか、手元にあるモデルのフォルダーを開いてください。</translation>
        </message>
    </context>
    <context>
        <name>FitBadge</name>
        <message>
            <source>Fits</source>
            <translation>収まる</translation>
        </message>
        <message>
            <source>Tight fit</source>
            <translation>ぎりぎり</translation>
        </message>
        <message>
            <source>Won't fit</source>
            <translation>収まらない</translation>
        </message>
        <message>
            <source>Fit unknown</source>
            <translation>適合不明</translation>
        </message>
        <message>
            <source>Fit: {0}</source>
            <translation>適合: {0}</translation>
        </message>
    </context>
    <context>
        <name>Grounding</name>
        <message numerus="yes">
            <source>%n passage(s) from your documents left out to fit the context.</source>
            <translation>
                <numerusform>コンテキストに収めるため、ドキュメントのパッセージ %n 件を省きました。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImageDialog</name>
        <message>
            <source>Image</source>
            <translation>画像</translation>
        </message>
        <message>
            <source>This image could not be read.</source>
            <translation>この画像を読み込めませんでした。</translation>
        </message>
    </context>
    <context>
        <name>ImageDraft</name>
        <message>
            <source>Images to send</source>
            <translation>送信する画像</translation>
        </message>
        <message numerus="yes">
            <source>A message can show the model at most %n image(s).</source>
            <translation>
                <numerusform>1 つのメッセージでモデルに見せられる画像は最大 %n 枚です。</numerusform>
            </translation>
        </message>
        <message>
            <source>The image could not be read ({error}).</source>
            <translation>画像を読み込めませんでした（{error}）。</translation>
        </message>
        <message>
            <source>{0} could not be read: {1}.</source>
            <translation>{0} を読み込めませんでした: {1}。</translation>
        </message>
        <message>
            <source>pasted image</source>
            <translation>貼り付けた画像</translation>
        </message>
        <message>
            <source>{0}: click to leave it out</source>
            <translation>{0}: クリックすると除外します</translation>
        </message>
        <message>
            <source>Remove {0}</source>
            <translation>{0} を外す</translation>
        </message>
        <message>
            <source>{0} of {1} images · {2} · sent with your next message</source>
            <translation>画像 {0} / {1} 枚 · {2} · 次のメッセージと一緒に送信</translation>
        </message>
    </context>
    <context>
        <name>ImageHtml</name>
        <message>
            <source>image</source>
            <translation>画像</translation>
        </message>
        <message>
            <source>{0}: open the full image</source>
            <translation>{0}: 画像全体を開く</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
            <translation>画像 (*.png *.jpg *.jpeg *.webp *.gif)</translation>
        </message>
        <message>
            <source> (in the catalog: {0})</source>
            <translation>（カタログ内: {0}）</translation>
        </message>
        <message>
            <source>Image</source>
            <translation>画像</translation>
        </message>
        <message>
            <source>Attach an image</source>
            <translation>画像を添付</translation>
        </message>
        <message>
            <source>Show the model an image: PNG, JPEG, WebP or GIF, up to {0} a message (you can also paste or drop one here)</source>
            <translation>モデルに画像を見せる: PNG、JPEG、WebP、GIF、1 メッセージにつき {0} 枚まで（ここに貼り付けやドロップもできます）</translation>
        </message>
        <message>
            <source>{0} Click to see the models that do.</source>
            <translation>{0} クリックすると画像を見られるモデルを表示します。</translation>
        </message>
        <message>
            <source>The model is still loading: images need a model that sees them.</source>
            <translation>モデルを読み込み中です。画像には、画像を見られるモデルが必要です。</translation>
        </message>
        <message>
            <source>No model is loaded: images need a model that sees them.</source>
            <translation>モデルが読み込まれていません。画像には、画像を見られるモデルが必要です。</translation>
        </message>
        <message>
            <source>{0} does not see images: choose one marked "sees images"{1}.</source>
            <translation>{0} は画像を見られません。「画像を見られる」と表示されたモデルを選んでください{1}。</translation>
        </message>
        <message>
            <source>Show models</source>
            <translation>モデルを表示</translation>
        </message>
        <message>
            <source>Show the model an image</source>
            <translation>モデルに画像を見せる</translation>
        </message>
    </context>
    <context>
        <name>Incognito</name>
        <message>
            <source>New in&amp;cognito chat</source>
            <translation>新しいシークレットチャット(&amp;C)</translation>
        </message>
        <message>
            <source>A chat that uses no memory and is deleted when you leave it</source>
            <translation>記憶を使わず、離れると削除されるチャット</translation>
        </message>
        <message>
            <source>Incognito chat: it uses no memory and is deleted for good when you leave it or quit Hearth.</source>
            <translation>シークレットチャット：記憶を使わず、このチャットを離れるか Hearth を終了すると完全に削除されます。</translation>
        </message>
        <message>
            <source>Incognito — {0}</source>
            <translation>シークレット — {0}</translation>
        </message>
    </context>
    <context>
        <name>InstalledHooks</name>
        <message>
            <source>The models folder can't be changed here.</source>
            <translation>ここではモデルのフォルダーを変更できません。</translation>
        </message>
    </context>
    <context>
        <name>InstalledModels</name>
        <message>
            <source>Import a model folder</source>
            <translation>モデルのフォルダーをインポート</translation>
        </message>
        <message>
            <source>Import a model</source>
            <translation>モデルをインポート</translation>
        </message>
        <message>
            <source>Copy {0} into Hearth's models folder, or use it where it is?</source>
            <translation>{0} を Hearth のモデルフォルダーにコピーしますか？それとも今の場所のまま使いますか？</translation>
        </message>
        <message>
            <source>A copy is independent of the original. Using it in place saves the disk space, but the model stops working if the folder is moved or deleted.</source>
            <translation>コピーは元のファイルから独立しています。今の場所のまま使うとディスク容量を節約できますが、フォルダーを移動・削除するとモデルが使えなくなります。</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Use in place</source>
            <translation>今の場所で使う</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>モデルのフォルダーを選ぶ</translation>
        </message>
    </context>
    <context>
        <name>InstalledModelsPanel</name>
        <message>
            <source>linked: {0}</source>
            <translation>リンク: {0}</translation>
        </message>
        <message>
            <source>imported</source>
            <translation>インポート</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>モデルのフォルダー</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>変更…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>モデルのフォルダーを変更</translation>
        </message>
        <message>
            <source>Installed models</source>
            <translation>インストール済みのモデル</translation>
        </message>
        <message>
            <source>No models installed yet. Download one under Get models, or import a folder that holds an ONNX Runtime GenAI model.</source>
            <translation>まだモデルがインストールされていません。「モデルを入手」でダウンロードするか、ONNX Runtime GenAI モデルの入ったフォルダーをインポートしてください。</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>使う</translation>
        </message>
        <message>
            <source>Chat with the selected model</source>
            <translation>選択したモデルとチャット</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>削除…</translation>
        </message>
        <message>
            <source>Delete the selected model</source>
            <translation>選択したモデルを削除</translation>
        </message>
        <message>
            <source>Show in file manager</source>
            <translation>ファイルマネージャーで表示</translation>
        </message>
        <message>
            <source>Show the selected model's folder in the file manager</source>
            <translation>選択したモデルのフォルダーをファイルマネージャーで表示</translation>
        </message>
        <message>
            <source>Import folder…</source>
            <translation>フォルダーをインポート…</translation>
        </message>
        <message>
            <source>Import a model folder from disk</source>
            <translation>ディスクからモデルのフォルダーをインポート</translation>
        </message>
        <message>
            <source>Installed models status</source>
            <translation>インストール済みモデルの状態</translation>
        </message>
        <message>
            <source>Models folder: {0}</source>
            <translation>モデルのフォルダー: {0}</translation>
        </message>
        <message>
            <source>the demo model (built in)</source>
            <translation>デモモデル（組み込み）</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>使用中</translation>
        </message>
        <message>
            <source>in place</source>
            <translation>元の場所</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>（リポジトリのルート）</translation>
        </message>
        <message>
            <source>Remove {0} from Hearth? Its files in {1} are kept; no space is freed.</source>
            <translation>{0} を Hearth から外しますか？ {1} 内のファイルは残り、容量は空きません。</translation>
        </message>
        <message>
            <source>Delete {0}? This frees {1} of disk space; downloading it again takes as long as the first time.</source>
            <translation>{0} を削除しますか？ ディスクが {1} 空きます。再ダウンロードには初回と同じ時間がかかります。</translation>
        </message>
        <message>
            <source>{0} is loaded and answering in the chat now. Hearth unloads it first.</source>
            <translation>{0} は読み込まれていて、今チャットで応答しています。Hearth はまずこれを解放します。</translation>
        </message>
        <message>
            <source>Delete model</source>
            <translation>モデルを削除</translation>
        </message>
        <message>
            <source>Cannot delete the model</source>
            <translation>モデルを削除できません</translation>
        </message>
        <message>
            <source>{0} could not be deleted ({1}). It may be in use: load another model, then try again.</source>
            <translation>{0} を削除できませんでした（{1}）。使用中の可能性があります。別のモデルを読み込んでからやり直してください。</translation>
        </message>
        <message>
            <source>Deleted {0}; freed {1}.</source>
            <translation>{0} を削除し、{1} を解放しました。</translation>
        </message>
        <message>
            <source>Removed {0} from Hearth; its files were kept.</source>
            <translation>{0} を Hearth から外しました。ファイルは残してあります。</translation>
        </message>
        <message>
            <source>No file manager could open {0}.</source>
            <translation>{0} を開けるファイルマネージャーがありませんでした。</translation>
        </message>
        <message>
            <source>Checking {0} and test-loading it (this can take a minute for a big model)…</source>
            <translation>{0} を確認して試しに読み込んでいます（大きなモデルでは 1 分ほどかかることがあります）…</translation>
        </message>
        <message>
            <source>Linked {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>{0} をリンクしました。読み込みとトークンの生成に成功しました。選択して「使う」を押すとチャットできます。</translation>
        </message>
        <message>
            <source>Imported {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>{0} をインポートしました。読み込みとトークンの生成に成功しました。選択して「使う」を押すとチャットできます。</translation>
        </message>
        <message>
            <source>Cannot change the models folder</source>
            <translation>モデルのフォルダーを変更できません</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are; import them from there to use them again.</source>
            <translation>以前のフォルダーにあるモデルはそのまま残ります。再び使うにはそこからインポートしてください。</translation>
        </message>
    </context>
    <context>
        <name>JobRow</name>
        <message>
            <source>State of {0}</source>
            <translation>{0} の状態</translation>
        </message>
        <message>
            <source>Download progress of {0}</source>
            <translation>{0} のダウンロードの進行状況</translation>
        </message>
        <message>
            <source>File being downloaded for {0}</source>
            <translation>{0} のダウンロード中のファイル</translation>
        </message>
        <message>
            <source>Progress of the current file of {0}</source>
            <translation>{0} の現在のファイルの進行状況</translation>
        </message>
        <message>
            <source>Speed and time left for {0}</source>
            <translation>{0} の速度と残り時間</translation>
        </message>
        <message>
            <source>Problem with {0}</source>
            <translation>{0} の問題</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <source>Pause the download of {0}</source>
            <translation>{0} のダウンロードを一時停止</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>再開</translation>
        </message>
        <message>
            <source>Resume the download of {0}</source>
            <translation>{0} のダウンロードを再開</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>再試行</translation>
        </message>
        <message>
            <source>Retry the download of {0}</source>
            <translation>{0} のダウンロードを再試行</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files</source>
            <translation>{0} のダウンロードをキャンセルし、途中のファイルを削除</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>使う</translation>
        </message>
        <message>
            <source>Chat with {0}</source>
            <translation>{0} とチャット</translation>
        </message>
        <message>
            <source>Starting…</source>
            <translation>開始しています…</translation>
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
            <translation>{0}（ファイル {1} / {2}）</translation>
        </message>
        <message>
            <source>{0}/s</source>
            <translation>{0}/秒</translation>
        </message>
        <message>
            <source>Measuring speed…</source>
            <translation>速度を測定しています…</translation>
        </message>
        <message>
            <source>{0} left</source>
            <translation>残り {0}</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>未開始</translation>
        </message>
        <message>
            <source>{0} installed as {1}</source>
            <translation>{0}、{1} としてインストール済み</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>キャンセル済み</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>待機中</translation>
        </message>
        <message>
            <source>Downloading</source>
            <translation>ダウンロード中</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>一時停止中</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>インストール済み</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>失敗</translation>
        </message>
        <message>
            <source>(whole repository)</source>
            <translation>（リポジトリ全体）</translation>
        </message>
        <message>
            <source> ({0} so far)</source>
            <translation>（ここまで {0}）</translation>
        </message>
        <message>
            <source>; Pause keeps them</source>
            <translation>。一時停止なら保持されます</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files{1}? Retry then starts from the beginning{2}.</source>
            <translation>{0} のダウンロードをキャンセルし、途中のファイル{1}を削除しますか？ 再試行すると最初からになります{2}。</translation>
        </message>
        <message>
            <source>Cancel download?</source>
            <translation>ダウンロードをキャンセルしますか？</translation>
        </message>
        <message>
            <source>Delete download</source>
            <translation>ダウンロードを削除</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>残す</translation>
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
            <translation>メイン領域</translation>
        </message>
        <message>
            <source>Window panes</source>
            <translation>ウィンドウの区画</translation>
        </message>
        <message>
            <source>No model loaded (ejected)</source>
            <translation>モデルが読み込まれていません（取り出し済み）</translation>
        </message>
        <message>
            <source>“{0}” was deleted for good.</source>
            <translation>「{0}」を完全に削除しました。</translation>
        </message>
        <message>
            <source>“{0}” was deleted.</source>
            <translation>「{0}」を削除しました。</translation>
        </message>
        <message>
            <source>There is nothing to export yet: open a conversation first.</source>
            <translation>まだエクスポートするものがありません。先に会話を開いてください。</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>{0} にエクスポートしました</translation>
        </message>
        <message>
            <source>Imported “{0}”.</source>
            <translation>「{0}」をインポートしました。</translation>
        </message>
        <message>
            <source>Engine stopped</source>
            <translation>エンジン停止</translation>
        </message>
        <message>
            <source>The model could not be loaded. {0}</source>
            <translation>モデルを読み込めませんでした。{0}</translation>
        </message>
        <message>
            <source>{0} {1} is still loaded.</source>
            <translation>{0} {1} は引き続き読み込まれています。</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>モデル未読み込み</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>モデルを選ぶ…</translation>
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
            <translation>テキスト</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>コードをコピー</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Image: {0}</source>
            <translation>画像: {0}</translation>
        </message>
        <message>
            <source>(no description)</source>
            <translation>（説明なし）</translation>
        </message>
    </context>
    <context>
        <name>Memory</name>
        <message numerus="yes">
            <source>Used %n memory(s)</source>
            <translation>
                <numerusform>記憶を %n 件使用</numerusform>
            </translation>
        </message>
        <message>
            <source>Hide the memories this reply was given</source>
            <translation>この応答に渡した記憶を隠す</translation>
        </message>
        <message>
            <source>Show the memories this reply was given (Memory → Memories… edits them)</source>
            <translation>この応答に渡した記憶を表示（「記憶 → 記憶一覧…」で編集）</translation>
        </message>
        <message>
            <source>Me&amp;mory</source>
            <translation>記憶(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Remember…</source>
            <translation>記憶させる(&amp;R)…</translation>
        </message>
        <message>
            <source>Write down something every chat should know about you</source>
            <translation>すべてのチャットが知っておくべきあなたのことを書き留める</translation>
        </message>
        <message>
            <source>&amp;Memories…</source>
            <translation>記憶一覧(&amp;M)…</translation>
        </message>
        <message>
            <source>Use memory in &amp;this chat</source>
            <translation>このチャットで記憶を使う(&amp;T)</translation>
        </message>
        <message>
            <source>Use memory in &amp;every chat</source>
            <translation>すべてのチャットで記憶を使う(&amp;E)</translation>
        </message>
    </context>
    <context>
        <name>MemoryPanel</name>
        <message>
            <source>Memories</source>
            <translation>記憶</translation>
        </message>
        <message>
            <source>Facts Hearth gives the model when they matter to what you ask, in every chat with memory on. They stay on this computer. Untick one to keep it without using it.</source>
            <translation>記憶がオンのすべてのチャットで、質問に関係するときに Hearth がモデルに渡す事実です。このコンピューターの中にだけ保存されます。チェックを外すと、使わずに残しておけます。</translation>
        </message>
        <message>
            <source>Something to remember, e.g. I write Python on Linux</source>
            <translation>記憶させること（例：Linux で Python を書いています）</translation>
        </message>
        <message>
            <source>New memory</source>
            <translation>新しい記憶</translation>
        </message>
        <message>
            <source>&amp;Remember</source>
            <translation>記憶する(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>削除(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Forget everything…</source>
            <translation>すべて忘れる(&amp;F)…</translation>
        </message>
        <message>
            <source>E&amp;xport…</source>
            <translation>エクスポート(&amp;X)…</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>インポート(&amp;I)…</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s).</source>
            <translation>
                <numerusform>記憶 %n 件。</numerusform>
            </translation>
        </message>
        <message>
            <source>No memories yet.</source>
            <translation>記憶はまだありません。</translation>
        </message>
        <message>
            <source>Proposed by the model; you allowed it</source>
            <translation>モデルが提案し、あなたが許可しました</translation>
        </message>
        <message>
            <source>Only for the chats of the project {0}</source>
            <translation>プロジェクト {0} のチャット専用</translation>
        </message>
        <message>
            <source>Memory not changed</source>
            <translation>記憶は変更されませんでした</translation>
        </message>
        <message>
            <source>Forget everything?</source>
            <translation>すべて忘れますか？</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n memory(s) for good? Replies already written keep their text.</source>
            <translation>
                <numerusform>記憶 %n 件をすべて完全に削除しますか？書き終えた応答の文章はそのまま残ります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Forget everything</source>
            <translation>すべて忘れる</translation>
        </message>
        <message>
            <source>Export memories</source>
            <translation>記憶をエクスポート</translation>
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <source>Memories not exported</source>
            <translation>記憶をエクスポートできませんでした</translation>
        </message>
        <message>
            <source>Import memories</source>
            <translation>記憶をインポート</translation>
        </message>
        <message>
            <source>Memories not imported</source>
            <translation>記憶をインポートできませんでした</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s) added.</source>
            <translation>
                <numerusform>記憶を %n 件追加しました。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MessageHtml</name>
        <message>
            <source>Interrupted: the app closed before this reply was finished.</source>
            <translation>中断: 応答が終わる前にアプリが終了しました。</translation>
        </message>
        <message>
            <source>Stopped before the end.</source>
            <translation>最後まで書く前に停止しました。</translation>
        </message>
        <message>
            <source>This reply failed.</source>
            <translation>この応答は失敗しました。</translation>
        </message>
        <message>
            <source>You</source>
            <translation>あなた</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>アシスタント</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>システムプロンプト</translation>
        </message>
        <message>
            <source>Attached: {0}</source>
            <translation>添付: {0}</translation>
        </message>
        <message numerus="yes">
            <source> · %Ln passage(s) left out to fit the context</source>
            <translation>
                <numerusform> · コンテキストに収めるため %Ln パッセージを省略</numerusform>
            </translation>
        </message>
        <message>
            <source>Sources: {0}</source>
            <translation>出典: {0}</translation>
        </message>
        <message>
            <source>Tool call &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</source>
            <translation>ツール呼び出し &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</translation>
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
                <numerusform>%Ln 文字</numerusform>
            </translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>すべて表示</translation>
        </message>
        <message>
            <source>Show the whole message</source>
            <translation>メッセージ全体を表示</translation>
        </message>
        <message>
            <source>Show less</source>
            <translation>折りたたむ</translation>
        </message>
        <message>
            <source>Fold the message again</source>
            <translation>メッセージを再び折りたたむ</translation>
        </message>
        <message>
            <source>Folded: {0}</source>
            <translation>折りたたみ: {0}</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Copy this message</source>
            <translation>このメッセージをコピー</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>編集</translation>
        </message>
        <message>
            <source>Edit this message and send it again</source>
            <translation>このメッセージを編集して再送信</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>再生成</translation>
        </message>
        <message>
            <source>Write this reply again</source>
            <translation>この応答を書き直す</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>続ける</translation>
        </message>
        <message>
            <source>Go on from where the reply stopped</source>
            <translation>応答が止まったところから続ける</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>前のバージョン</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>次のバージョン</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>詳細を隠す</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>詳細</translation>
        </message>
        <message>
            <source>How this reply was made: device, sampling, prompt and speed</source>
            <translation>この応答の生成情報: デバイス、サンプリング、プロンプト、速度</translation>
        </message>
        <message>
            <source>writing…</source>
            <translation>書き込み中…</translation>
        </message>
        <message>
            <source>This reply failed: {0}</source>
            <translation>この応答は失敗しました: {0}</translation>
        </message>
    </context>
    <context>
        <name>ModelBuild</name>
        <message>
            <source>Working</source>
            <translation>処理中</translation>
        </message>
    </context>
    <context>
        <name>ModelChoice</name>
        <message>
            <source>fits in memory</source>
            <translation>メモリに収まる</translation>
        </message>
        <message>
            <source>tight fit: close other apps</source>
            <translation>ぎりぎり: 他のアプリを閉じてください</translation>
        </message>
        <message>
            <source>probably too big here</source>
            <translation>この PC には大きすぎる可能性</translation>
        </message>
        <message>
            <source>Demo model (SmolLM2 135M, offline)</source>
            <translation>デモモデル（SmolLM2 135M、オフライン）</translation>
        </message>
        <message>
            <source>runs on {0} — {1}</source>
            <translation>{0} で動作 — {1}</translation>
        </message>
        <message>
            <source>this computer ({0})</source>
            <translation>このコンピューター（{0}）</translation>
        </message>
        <message>
            <source>Off: {0}.</source>
            <translation>オフ: {0}。</translation>
        </message>
        <message>
            <source>{0:,} tokens of context</source>
            <translation>コンテキスト {0:,} トークン</translation>
        </message>
    </context>
    <context>
        <name>ModelFormat</name>
        <message>
            <source>Answers well in {0}.</source>
            <translation>{0}で上手に答えます。</translation>
        </message>
        <message>
            <source>Answers best in English; weak in {0}.</source>
            <translation>英語が最も得意で、{0}は苦手です。</translation>
        </message>
        <message>
            <source>{0} s</source>
            <translation>{0} 秒</translation>
        </message>
        <message>
            <source>about {0} min</source>
            <translation>約 {0} 分</translation>
        </message>
        <message>
            <source>{0} h {1} min</source>
            <translation>{0} 時間 {1} 分</translation>
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
            <translation>{0} で動作します。</translation>
        </message>
        <message>
            <source>Runs on {0}: {1}.</source>
            <translation>{0} で動作します: {1}。</translation>
        </message>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} は失敗: {1}</translation>
        </message>
        <message>
            <source>{0} not used: {1}</source>
            <translation>{0} は未使用: {1}</translation>
        </message>
    </context>
    <context>
        <name>ModelPicker</name>
        <message>
            <source>Most downloaded</source>
            <translation>ダウンロード数順</translation>
        </message>
        <message>
            <source>Recently updated</source>
            <translation>最近の更新順</translation>
        </message>
        <message>
            <source>Network features are off</source>
            <translation>ネットワーク機能はオフです</translation>
        </message>
        <message>
            <source>Search Hugging Face for ONNX chat models, e.g. phi, qwen, llama</source>
            <translation>Hugging Face で ONNX チャットモデルを検索（例: phi、qwen、llama）</translation>
        </message>
        <message>
            <source>Search Hugging Face</source>
            <translation>Hugging Face を検索</translation>
        </message>
        <message>
            <source>Sort results by</source>
            <translation>結果の並べ替え</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>検索</translation>
        </message>
        <message>
            <source>← Catalog</source>
            <translation>← カタログ</translation>
        </message>
        <message>
            <source>Back to the curated models</source>
            <translation>厳選モデルに戻る</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>検索結果</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>検索の状態</translation>
        </message>
        <message>
            <source>Load more</source>
            <translation>さらに読み込む</translation>
        </message>
        <message>
            <source>Load more search results</source>
            <translation>検索結果をさらに読み込む</translation>
        </message>
        <message>
            <source>Show variants…</source>
            <translation>バリアントを表示…</translation>
        </message>
        <message>
            <source>Show the variants of the selected repository</source>
            <translation>選択したリポジトリのバリアントを表示</translation>
        </message>
        <message>
            <source>Work offline</source>
            <translation>オフラインで作業</translation>
        </message>
        <message>
            <source>Turn on offline mode: Hearth stops trying to reach the hub</source>
            <translation>オフラインモードをオンにする: Hearth はハブへの接続を試みなくなります</translation>
        </message>
        <message>
            <source>Searching and downloading are turned off: {0}. The curated list below works offline; models already installed keep working.</source>
            <translation>検索とダウンロードはオフです: {0}。下の厳選リストはオフラインでも使え、インストール済みのモデルも引き続き使えます。</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>利用できません: {0}。</translation>
        </message>
        <message>
            <source> Gated: accept its licence on huggingface.co and add your access token under {0} first.</source>
            <translation> アクセス制限あり: 先に huggingface.co でライセンスに同意し、{0} でアクセストークンを追加してください。</translation>
        </message>
        <message>
            <source>{0} Licence: {1}.{2}</source>
            <translation>{0} ライセンス: {1}。{2}</translation>
        </message>
        <message>
            <source>Results for “{0}”</source>
            <translation>「{0}」の検索結果</translation>
        </message>
        <message>
            <source>All ONNX chat models</source>
            <translation>すべての ONNX チャットモデル</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>検索しています…</translation>
        </message>
        <message>
            <source>Loading more…</source>
            <translation>さらに読み込んでいます…</translation>
        </message>
        <message>
            <source>No ONNX chat model matches. Try fewer or other words.</source>
            <translation>一致する ONNX チャットモデルはありません。語を減らすか別の語で試してください。</translation>
        </message>
        <message>
            <source> More on the hub.</source>
            <translation> ハブにさらにあります。</translation>
        </message>
        <message numerus="yes">
            <source>%Ln model(s) shown.{0}</source>
            <translation>
                <numerusform>%Ln 個のモデルを表示しています。{0}</numerusform>
            </translation>
        </message>
        <message>
            <source>gated</source>
            <translation>アクセス制限あり</translation>
        </message>
        <message numerus="yes">
            <source> Listed: the %n curated model(s) that match.</source>
            <translation>
                <numerusform> 一致する厳選モデル %n 個を表示しています。</numerusform>
            </translation>
        </message>
        <message>
            <source> No curated model matches.</source>
            <translation> 一致する厳選モデルはありません。</translation>
        </message>
        <message>
            <source>in Hearth's curated list</source>
            <translation>Hearth の厳選リストに掲載</translation>
        </message>
    </context>
    <context>
        <name>ModelSwitcher</name>
        <message>
            <source>Send your messages to another computer?</source>
            <translation>メッセージを別のコンピューターに送信しますか？</translation>
        </message>
        <message>
            <source>{0} runs on {1}. Everything you send in a chat with it — your messages, the conversation before them and the system prompt — leaves this computer and is processed there.

Send messages to {1}?</source>
            <translation>{0} は {1} で動作しています。このモデルとのチャットで送る内容（メッセージ、それまでの会話、システムプロンプト）はすべてこのコンピューターを出て、そちらで処理されます。

{1} にメッセージを送信しますか？</translation>
        </message>
        <message>
            <source>Add a remote server</source>
            <translation>リモートサーバーを追加</translation>
        </message>
        <message>
            <source>optional: a name for it</source>
            <translation>任意: サーバーの名前</translation>
        </message>
        <message>
            <source>optional: kept in your system's keyring</source>
            <translation>任意: システムのキーリングに保存されます</translation>
        </message>
        <message>
            <source>Server address</source>
            <translation>サーバーのアドレス</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API キー</translation>
        </message>
        <message>
            <source>Any server that speaks OpenAI's chat API: vLLM, llama.cpp's server, Ollama, LM Studio, Foundry Local, or another Hearth's `serve`.</source>
            <translation>OpenAI のチャット API に対応したサーバーなら何でも使えます: vLLM、llama.cpp のサーバー、Ollama、LM Studio、Foundry Local、別の Hearth の `serve` など。</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>アドレス:</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>名前:</translation>
        </message>
        <message>
            <source>API key:</source>
            <translation>API キー:</translation>
        </message>
        <message>
            <source>Model picker</source>
            <translation>モデルの選択</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Choose the model for this chat (Ctrl+L)</source>
            <translation>このチャットのモデルを選ぶ（Ctrl+L）</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Where the model runs</source>
            <translation>モデルの動作場所</translation>
        </message>
        <message>
            <source>Eject</source>
            <translation>取り出す</translation>
        </message>
        <message>
            <source>Eject the model</source>
            <translation>モデルを取り出す</translation>
        </message>
        <message>
            <source>Unload the model and give its memory back</source>
            <translation>モデルを解放してメモリを空ける</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>{0} を読み込んでいます…</translation>
        </message>
        <message>
            <source>Cannot add the server</source>
            <translation>サーバーを追加できません</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>モデル未読み込み</translation>
        </message>
        <message>
            <source>Runs on {0} — {1}</source>
            <translation>{0} で動作 — {1}</translation>
        </message>
        <message>
            <source>{0} is served by another program on this computer ({1}): what you send goes to it, not to Hearth's engine.</source>
            <translation>{0} はこのコンピューター上の別のプログラム（{1}）が提供しています。送信内容は Hearth のエンジンではなくそのプログラムに届きます。</translation>
        </message>
        <message>
            <source>{0} is not on this computer: what you send is processed on {1}.</source>
            <translation>{0} はこのコンピューター上にありません。送信内容は {1} で処理されます。</translation>
        </message>
        <message>
            <source>{0} cannot run {1} here{2}: it runs on the {3}.</source>
            <translation>{0} ではここで {1} を動かせません{2}。{3} で動作します。</translation>
        </message>
        <message>
            <source>Let Hearth choose</source>
            <translation>Hearth に任せる</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>このコンピューター上</translation>
        </message>
        <message>
            <source>No models yet: get one in the Models window</source>
            <translation>まだモデルがありません: 「モデル」ウィンドウで入手してください</translation>
        </message>
        <message>
            <source>Remote servers</source>
            <translation>リモートサーバー</translation>
        </message>
        <message>
            <source>Add a remote server…</source>
            <translation>リモートサーバーを追加…</translation>
        </message>
        <message>
            <source>Eject the model (free its memory)</source>
            <translation>モデルを取り出す（メモリを解放）</translation>
        </message>
        <message>
            <source>Manage models…</source>
            <translation>モデルを管理…</translation>
        </message>
        <message>
            <source>It sees images and thinks.</source>
            <translation>画像を見ることができ、思考もします。</translation>
        </message>
        <message>
            <source>It sees images.</source>
            <translation>画像を見ることができます。</translation>
        </message>
        <message>
            <source>It thinks.</source>
            <translation>思考します。</translation>
        </message>
        <message>
            <source>It answers in text: it does not think first nor see images.</source>
            <translation>テキストで答えます。事前の思考も画像の認識もしません。</translation>
        </message>
        <message>
            <source>Run {0} on</source>
            <translation>{0} の実行先</translation>
        </message>
        <message>
            <source>Automatic (Hearth chooses)</source>
            <translation>自動（Hearth が選択）</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失敗</translation>
        </message>
        <message>
            <source>Failed: {0}</source>
            <translation>失敗: {0}</translation>
        </message>
        <message>
            <source>Enable {0} (about {1} download)…</source>
            <translation>{0} を有効にする（約 {1} のダウンロード）…</translation>
        </message>
        <message>
            <source> {0} is loaded now.</source>
            <translation> 現在は {0} が読み込まれています。</translation>
        </message>
        <message>
            <source>This chat was answered by {0}, which is no longer available.{1}</source>
            <translation>このチャットには {0} が応答していましたが、もう利用できません。{1}</translation>
        </message>
        <message>
            <source>This chat was answered by {0}.{1}</source>
            <translation>このチャットには {0} が応答していました。{1}</translation>
        </message>
        <message>
            <source>Load {0}</source>
            <translation>{0} を読み込む</translation>
        </message>
        <message numerus="yes">
            <source>Added {0} ({1}): it offers %Ln model(s). Choose one in the model picker at the top (Ctrl+L).</source>
            <translation>
                <numerusform>{0}（{1}）を追加しました: %Ln 個のモデルがあります。上部のモデル選択から選んでください（Ctrl+L）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelsAccess</name>
        <message>
            <source>Hearth cannot write to {0} ({1}). Choose a folder you can write to.</source>
            <translation>Hearth は {0} に書き込めません（{1}）。書き込めるフォルダーを選んでください。</translation>
        </message>
    </context>
    <context>
        <name>ModelsWindow</name>
        <message>
            <source>Models</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>&amp;Get models</source>
            <translation>モデルを入手(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Downloads</source>
            <translation>ダウンロード(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Installed</source>
            <translation>インストール済み(&amp;I)</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network…</source>
            <translation>プライバシーとネットワーク(&amp;P)…</translation>
        </message>
        <message>
            <source>Privacy and network settings</source>
            <translation>プライバシーとネットワークの設定</translation>
        </message>
        <message>
            <source>The access token, a mirror and offline mode (in Preferences)</source>
            <translation>アクセストークン、ミラー、オフラインモード（環境設定内）</translation>
        </message>
        <message>
            <source>&amp;Downloads ({0})</source>
            <translation>ダウンロード(&amp;D)（{0}）</translation>
        </message>
    </context>
    <context>
        <name>NoticeBar</name>
        <message>
            <source>Information</source>
            <translation>情報</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>エラー</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>お知らせ</translation>
        </message>
        <message>
            <source>{0} text</source>
            <translation>{0}のテキスト</translation>
        </message>
        <message>
            <source>{0} action</source>
            <translation>{0}の操作</translation>
        </message>
        <message>
            <source>Dismiss {0}</source>
            <translation>{0}を閉じる</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>閉じる</translation>
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
            <translation>言葉選びの大胆さ: 0 は常に最も確からしい次の語を選び（greedy）、1 以上ではより多様になります。</translation>
        </message>
        <message>
            <source>Top-p</source>
            <translation>Top-p</translation>
        </message>
        <message>
            <source>Only consider the most likely words that together make up this share of the probability (0–1].</source>
            <translation>合計でこの割合の確率になる、最も確からしい語だけを候補にします (0–1]。</translation>
        </message>
        <message>
            <source>Top-k</source>
            <translation>Top-k</translation>
        </message>
        <message>
            <source>Only consider this many of the most likely words; 0 turns the limit off.</source>
            <translation>最も確からしい語をこの数だけ候補にします。0 で制限なし。</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>最大新規トークン数</translation>
        </message>
        <message>
            <source>The longest reply, in tokens (a token is about three quarters of a word).</source>
            <translation>応答の最大の長さ（トークン数。1 トークンは英単語のおよそ 4 分の 3）。</translation>
        </message>
        <message>
            <source>Repetition penalty</source>
            <translation>繰り返しペナルティ</translation>
        </message>
        <message>
            <source>Above 1 discourages repeating the same words; 1 is off.</source>
            <translation>1 より大きいと同じ語の繰り返しを抑えます。1 でオフ。</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>シード</translation>
        </message>
        <message>
            <source>Leave blank for a new random seed every reply; a number makes replies repeatable.</source>
            <translation>空欄なら応答ごとに新しいランダムなシード、数値を入れると応答を再現できます。</translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>システムに合わせる</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>ライト</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>ダーク</translation>
        </message>
        <message>
            <source>Auto</source>
            <translation>自動</translation>
        </message>
        <message>
            <source>On</source>
            <translation>オン</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>オフ</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>モデルのフォルダーを選ぶ</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>環境設定</translation>
        </message>
        <message>
            <source>Preferences sections</source>
            <translation>環境設定のセクション</translation>
        </message>
        <message>
            <source>&amp;Appearance</source>
            <translation>外観(&amp;A)</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>テーマ</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>文字サイズ</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>システムのサイズ</translation>
        </message>
        <message>
            <source> pt</source>
            <translation> pt</translation>
        </message>
        <message>
            <source>The text size applies to the conversation and the message box.</source>
            <translation>文字サイズは会話とメッセージ欄に適用されます。</translation>
        </message>
        <message>
            <source>&amp;New chats</source>
            <translation>新しいチャット(&amp;N)</translation>
        </message>
        <message>
            <source>Preset for new chats</source>
            <translation>新しいチャットのプリセット</translation>
        </message>
        <message>
            <source>Max new tokens for new chats</source>
            <translation>新しいチャットの最大新規トークン数</translation>
        </message>
        <message>
            <source>Max new tokens problem</source>
            <translation>最大新規トークン数の問題</translation>
        </message>
        <message>
            <source>System prompt for new chats</source>
            <translation>新しいチャットのシステムプロンプト</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>例: あなたは簡潔なアシスタントです。日本語で答えてください。</translation>
        </message>
        <message>
            <source>A new chat starts with these values; the settings panel of a chat changes that chat only, and says where it differs from them.</source>
            <translation>新しいチャットはこれらの値で始まります。チャットの設定パネルはそのチャットだけを変更し、これらの値と違う箇所を示します。</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>プリセット</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>最大新規トークン数</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>システムプロンプト</translation>
        </message>
        <message>
            <source>&amp;Models</source>
            <translation>モデル(&amp;M)</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>モデルのフォルダー</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>変更…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>モデルのフォルダーを変更</translation>
        </message>
        <message>
            <source>Models folder problem</source>
            <translation>モデルのフォルダーの問題</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>フォルダー</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are.</source>
            <translation>以前のフォルダーにあるモデルはそのまま残ります。</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network</source>
            <translation>プライバシーとネットワーク(&amp;P)</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>設定が保存されていません</translation>
        </message>
        <message>
            <source>&amp;General</source>
            <translation>一般(&amp;G)</translation>
        </message>
        <message>
            <source>Open the last conversation when Hearth starts</source>
            <translation>Hearth の起動時に前回の会話を開く</translation>
        </message>
        <message>
            <source>Let the model name new conversations (after the first reply, when idle)</source>
            <translation>新しい会話の名前をモデルに付けさせる（最初の応答の後、空いているときに）</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>言語</translation>
        </message>
        <message>
            <source>Hearth speaks the new language after a restart.</source>
            <translation>新しい言語は Hearth の再起動後に反映されます。</translation>
        </message>
        <message>
            <source>Speculative decoding</source>
            <translation>投機的デコーディング</translation>
        </message>
        <message>
            <source>Greedy replies (temperature 0, the Precise preset) that repeat the conversation — quotes, a rewritten passage, edited code — come faster: words that followed the same words earlier are checked several at once. Auto stops when the guesses do not pay off.</source>
            <translation>会話の内容を繰り返す greedy な応答（温度 0、「Precise」プリセット）― 引用、書き直した文章、編集したコードなど ― が速くなります。以前に同じ語の後に続いた語を、まとめて検証します。「自動」は予測が割に合わないと止まります。</translation>
        </message>
        <message>
            <source>Enter a whole number, for example 512.</source>
            <translation>整数を入力してください（例: 512）。</translation>
        </message>
    </context>
    <context>
        <name>PresetPicker</name>
        <message>
            <source>Save preset</source>
            <translation>プリセットを保存</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>プリセットの名前:</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>プリセット</translation>
        </message>
        <message>
            <source>Apply a saved set of values</source>
            <translation>保存した値の組み合わせを適用</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>カスタム</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>名前を付けて保存…</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>プリセットとして保存</translation>
        </message>
        <message>
            <source>Save the current values as a named preset</source>
            <translation>現在の値を名前付きのプリセットとして保存</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Delete preset</source>
            <translation>プリセットを削除</translation>
        </message>
        <message>
            <source>Fix the values marked in red first</source>
            <translation>先に赤で示された値を修正してください</translation>
        </message>
        <message>
            <source>Choose one of your own presets to delete it</source>
            <translation>削除するには自分で作ったプリセットを選んでください</translation>
        </message>
        <message>
            <source>“{0}” is built in and can't be deleted</source>
            <translation>「{0}」は組み込みのため削除できません</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”</source>
            <translation>プリセット「{0}」を削除</translation>
        </message>
        <message>
            <source>Replace preset</source>
            <translation>プリセットを置き換え</translation>
        </message>
        <message>
            <source>Replace the preset “{0}” with these values?</source>
            <translation>プリセット「{0}」をこれらの値で置き換えますか？</translation>
        </message>
        <message>
            <source>Preset not saved</source>
            <translation>プリセットは保存されませんでした</translation>
        </message>
        <message>
            <source>The preset could not be saved: {0}</source>
            <translation>プリセットを保存できませんでした: {0}</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”? This cannot be undone.</source>
            <translation>プリセット「{0}」を削除しますか？ 元に戻せません。</translation>
        </message>
        <message>
            <source>Preset not deleted</source>
            <translation>プリセットは削除されませんでした</translation>
        </message>
        <message>
            <source>The preset could not be deleted: {0}</source>
            <translation>プリセットを削除できませんでした: {0}</translation>
        </message>
    </context>
    <context>
        <name>PrivacySettings</name>
        <message>
            <source>The token is kept in the OS keyring.</source>
            <translation>トークンは OS のキーリングに保存されます。</translation>
        </message>
        <message>
            <source>The token is kept for this session only: no keyring is available on this system, so Hearth will ask for it again next time. It is never written to a file.</source>
            <translation>トークンはこのセッションの間だけ保持されます。このシステムではキーリングが使えないため、次回もう一度入力を求めます。ファイルに書き込まれることはありません。</translation>
        </message>
        <message>
            <source>Hearth never sends your conversations anywhere. Offline mode goes further: no searching, downloading or token checks, so Hearth makes no network connection at all. Installed models keep working.</source>
            <translation>Hearth が会話をどこかに送ることはありません。オフラインモードではさらに、検索・ダウンロード・トークンの確認も行わず、ネットワーク接続を一切しません。インストール済みのモデルは引き続き使えます。</translation>
        </message>
        <message>
            <source>Enter the address of a Hugging Face mirror, like https://hf-mirror.com (with https://).</source>
            <translation>Hugging Face のミラーのアドレスを入力してください（例: https://hf-mirror.com、https:// 付き）。</translation>
        </message>
        <message>
            <source>Enter only the mirror's address, without a query, a fragment or a password in it.</source>
            <translation>ミラーのアドレスだけを入力してください。クエリ、フラグメント、パスワードは含めないでください。</translation>
        </message>
        <message>
            <source>hf_…  (from huggingface.co/settings/tokens)</source>
            <translation>hf_…  （huggingface.co/settings/tokens で取得）</translation>
        </message>
        <message>
            <source>Hugging Face access token</source>
            <translation>Hugging Face のアクセストークン</translation>
        </message>
        <message>
            <source>Check and save</source>
            <translation>確認して保存</translation>
        </message>
        <message>
            <source>Check the access token and save it</source>
            <translation>アクセストークンを確認して保存</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Remove the saved access token</source>
            <translation>保存したアクセストークンを削除</translation>
        </message>
        <message>
            <source>Access token status</source>
            <translation>アクセストークンの状態</translation>
        </message>
        <message>
            <source>About the access token</source>
            <translation>アクセストークンについて</translation>
        </message>
        <message>
            <source>Hugging Face mirror address</source>
            <translation>Hugging Face のミラーのアドレス</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>適用</translation>
        </message>
        <message>
            <source>Use this mirror address</source>
            <translation>このミラーのアドレスを使う</translation>
        </message>
        <message>
            <source>Mirror address status</source>
            <translation>ミラーのアドレスの状態</translation>
        </message>
        <message>
            <source>Mirror</source>
            <translation>ミラー</translation>
        </message>
        <message>
            <source>About the mirror</source>
            <translation>ミラーについて</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>アドレス</translation>
        </message>
        <message>
            <source>Offline mode: make no network connections</source>
            <translation>オフラインモード: ネットワークに一切接続しない</translation>
        </message>
        <message>
            <source>Offline mode</source>
            <translation>オフラインモード</translation>
        </message>
        <message>
            <source>Offline mode explanation</source>
            <translation>オフラインモードの説明</translation>
        </message>
        <message>
            <source>Network status</source>
            <translation>ネットワークの状態</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>ネットワーク</translation>
        </message>
        <message>
            <source>Paste a token from huggingface.co/settings/tokens first.</source>
            <translation>先に huggingface.co/settings/tokens のトークンを貼り付けてください。</translation>
        </message>
        <message>
            <source>The token cannot be checked with {0}: {1}.</source>
            <translation>{0} でトークンを確認できません: {1}。</translation>
        </message>
        <message>
            <source>Checking the token with {0}…</source>
            <translation>{0} でトークンを確認しています…</translation>
        </message>
        <message>
            <source>Signed in as {0}. {1}</source>
            <translation>{0} としてサインインしています。{1}</translation>
        </message>
        <message>
            <source>A token is saved. Paste a new one to replace it.</source>
            <translation>トークンは保存済みです。新しいトークンを貼り付けると置き換わります。</translation>
        </message>
        <message>
            <source>The access token was removed. Gated and private models need it again.</source>
            <translation>アクセストークンを削除しました。アクセス制限付きのモデルや非公開モデルには再び必要になります。</translation>
        </message>
        <message>
            <source> (the HF_ENDPOINT environment variable)</source>
            <translation>（環境変数 HF_ENDPOINT）</translation>
        </message>
        <message>
            <source> (the default)</source>
            <translation>（既定）</translation>
        </message>
        <message>
            <source>Where searches, downloads and token checks go. Leave it empty for {0}{1}; enter a mirror or a proxy of the hub where that is slow or blocked.</source>
            <translation>検索、ダウンロード、トークン確認の接続先です。空欄なら {0}{1} を使います。ハブが遅い・遮断されている地域では、ミラーかプロキシを入力してください。</translation>
        </message>
        <message>
            <source>Needed only for gated models (accept their licence on huggingface.co first) and private ones. A read-only token is enough. Hearth checks it with {0} before saving it.</source>
            <translation>アクセス制限付きのモデル（先に huggingface.co でライセンスに同意）と非公開モデルにのみ必要です。読み取り専用のトークンで十分です。Hearth は保存前に {0} で確認します。</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0} (the mirror address above).</source>
            <translation>検索とダウンロードの接続先は {0} です（上のミラーのアドレス）。</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}, set by the HF_ENDPOINT environment variable; a mirror address here takes its place.</source>
            <translation>検索とダウンロードの接続先は、環境変数 HF_ENDPOINT で設定された {0} です。ここにミラーのアドレスを入れるとそちらが優先されます。</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}.</source>
            <translation>検索とダウンロードの接続先は {0} です。</translation>
        </message>
        <message>
            <source> It is not encrypted (http): anyone on the way can see which models you fetch. Downloads are still checked against their checksums.</source>
            <translation> 暗号化されていません（http）。経路上の誰でも、どのモデルを取得したかを見られます。ダウンロードはチェックサムで検証されます。</translation>
        </message>
        <message>
            <source>Online: Hearth connects only when you search, download or check a token.</source>
            <translation>オンライン: Hearth が接続するのは、検索、ダウンロード、トークン確認のときだけです。</translation>
        </message>
        <message>
            <source>Offline: searching, downloading and token checks are off.</source>
            <translation>オフライン: 検索、ダウンロード、トークン確認はオフです。</translation>
        </message>
        <message>
            <source>Offline whatever this switch says: {0}. Unset it and restart Hearth to search or download.</source>
            <translation>このスイッチに関係なくオフラインです: {0}。検索やダウンロードをするには、それを解除して Hearth を再起動してください。</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>利用できません: {0}。</translation>
        </message>
    </context>
    <context>
        <name>ProjectDialog</name>
        <message>
            <source>Each chat keeps its own.</source>
            <translation>各チャットが自分の設定を使います。</translation>
        </message>
        <message>
            <source>New project</source>
            <translation>新しいプロジェクト</translation>
        </message>
        <message>
            <source>Project settings — {0}</source>
            <translation>プロジェクトの設定 — {0}</translation>
        </message>
        <message>
            <source>For example: Thesis, Garden, Work</source>
            <translation>例: 論文、庭、仕事</translation>
        </message>
        <message>
            <source>An emoji shown before the name in the sidebar</source>
            <translation>サイドバーで名前の前に表示する絵文字</translation>
        </message>
        <message>
            <source>What every chat in this project should know or do, before the chat's own system prompt</source>
            <translation>このプロジェクトのすべてのチャットが知っておくこと・行うこと（チャット自身のシステムプロンプトの前に置かれます）</translation>
        </message>
        <message>
            <source>Whichever model is loaded</source>
            <translation>読み込まれているモデル</translation>
        </message>
        <message>
            <source>{0} (not installed)</source>
            <translation>{0}（未インストール）</translation>
        </message>
        <message>
            <source>Document libraries</source>
            <translation>ドキュメントのライブラリ</translation>
        </message>
        <message>
            <source>No shared libraries yet: add a folder under Documents.</source>
            <translation>共有ライブラリはまだありません。ドキュメントでフォルダを追加してください。</translation>
        </message>
        <message>
            <source>Use the open chat's</source>
            <translation>開いているチャットの設定を使う</translation>
        </message>
        <message>
            <source>Each chat its own</source>
            <translation>チャットごとに個別</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>名前(&amp;N):</translation>
        </message>
        <message>
            <source>&amp;Emoji:</source>
            <translation>絵文字(&amp;E):</translation>
        </message>
        <message>
            <source>&amp;Instructions:</source>
            <translation>指示(&amp;I):</translation>
        </message>
        <message>
            <source>Default &amp;model:</source>
            <translation>既定のモデル(&amp;M):</translation>
        </message>
        <message>
            <source>&amp;Libraries:</source>
            <translation>ライブラリ(&amp;L):</translation>
        </message>
        <message>
            <source>Generation settings:</source>
            <translation>生成の設定:</translation>
        </message>
        <message>
            <source>The instructions hold at most {0} characters: the rest was cut.</source>
            <translation>指示は最大 {0} 文字です。超えた部分は切り取られました。</translation>
        </message>
    </context>
    <context>
        <name>ProjectFiles</name>
        <message>
            <source>Export project</source>
            <translation>プロジェクトをエクスポート</translation>
        </message>
        <message>
            <source>Hearth project (*.json)</source>
            <translation>Hearth プロジェクト (*.json)</translation>
        </message>
        <message>
            <source>Import project</source>
            <translation>プロジェクトをインポート</translation>
        </message>
        <message>
            <source>Project not exported</source>
            <translation>プロジェクトをエクスポートできませんでした</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.</source>
            <translation>Hearth は {0} を書き込めませんでした: {1}。</translation>
        </message>
        <message>
            <source>Project not imported</source>
            <translation>プロジェクトをインポートできませんでした</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth project file.</source>
            <translation>{0} は 200 MB を超えています。Hearth のプロジェクトファイルではありません。</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>Hearth は {0} を読み込めませんでした: {1}。</translation>
        </message>
        <message>
            <source>{0} is not a Hearth project file (a .json file made by Export project…).</source>
            <translation>{0} は Hearth のプロジェクトファイル（「プロジェクトをエクスポート…」で作った .json ファイル）ではありません。</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>{0} をインポートできませんでした: {1}。</translation>
        </message>
        <message>
            <source>The project could not be saved: {0}.</source>
            <translation>プロジェクトを保存できませんでした: {0}。</translation>
        </message>
    </context>
    <context>
        <name>ProjectTree</name>
        <message>
            <source>Move to project</source>
            <translation>プロジェクトへ移動</translation>
        </message>
        <message>
            <source>No project (a loose chat)</source>
            <translation>プロジェクトなし（単独のチャット）</translation>
        </message>
        <message>
            <source>Projects</source>
            <translation>プロジェクト</translation>
        </message>
        <message>
            <source>New project…</source>
            <translation>新しいプロジェクト…</translation>
        </message>
        <message>
            <source>Group chats with shared instructions, documents and model (Ctrl+Shift+N)</source>
            <translation>指示・ドキュメント・モデルを共有するチャットをまとめます (Ctrl+Shift+N)</translation>
        </message>
        <message>
            <source>Enter opens a chat or folds a project; F2 renames, Del deletes; right-click for more</source>
            <translation>Enter でチャットを開くかプロジェクトを折りたたみます。F2 で名前を変更、Del で削除、右クリックでその他の操作</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>名前を変更</translation>
        </message>
        <message>
            <source>Delete project…</source>
            <translation>プロジェクトを削除…</translation>
        </message>
        <message>
            <source>Chat actions</source>
            <translation>チャットの操作</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>開く</translation>
        </message>
        <message>
            <source>Project actions</source>
            <translation>プロジェクトの操作</translation>
        </message>
        <message>
            <source>New chat in project</source>
            <translation>プロジェクトで新しいチャット</translation>
        </message>
        <message>
            <source>Project settings…</source>
            <translation>プロジェクトの設定…</translation>
        </message>
        <message>
            <source>Search in project…</source>
            <translation>プロジェクト内を検索…</translation>
        </message>
        <message>
            <source>Export project…</source>
            <translation>プロジェクトをエクスポート…</translation>
        </message>
    </context>
    <context>
        <name>Projects</name>
        <message>
            <source>A project's instructions hold at most {0} characters.</source>
            <translation>プロジェクトの指示は最大 {0} 文字です。</translation>
        </message>
        <message>
            <source>A project needs a name.</source>
            <translation>プロジェクトには名前が必要です。</translation>
        </message>
        <message>
            <source>A project's name holds at most {0} characters.</source>
            <translation>プロジェクト名は {0} 文字までです。</translation>
        </message>
        <message>
            <source>There is already a project called {0}.</source>
            <translation>{0} という名前のプロジェクトはすでにあります。</translation>
        </message>
        <message>
            <source>That project no longer exists.</source>
            <translation>そのプロジェクトはもうありません。</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}</source>
            <translation>プロジェクトを保存できませんでした: {0}</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}.</source>
            <translation>プロジェクトを保存できませんでした: {0}。</translation>
        </message>
        <message>
            <source>That chat or project no longer exists.</source>
            <translation>そのチャットまたはプロジェクトはもうありません。</translation>
        </message>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>変更を保存できませんでした: {0}。</translation>
        </message>
        <message>
            <source>Search in</source>
            <translation>検索対象</translation>
        </message>
        <message>
            <source>&amp;Projects</source>
            <translation>プロジェクト(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;New project…</source>
            <translation>新しいプロジェクト(&amp;N)…</translation>
        </message>
        <message>
            <source>New &amp;chat in this project</source>
            <translation>このプロジェクトで新しいチャット(&amp;C)</translation>
        </message>
        <message>
            <source>Project &amp;settings…</source>
            <translation>プロジェクトの設定(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Move this chat to</source>
            <translation>このチャットの移動先(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Export this project…</source>
            <translation>このプロジェクトをエクスポート(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Import project…</source>
            <translation>プロジェクトをインポート(&amp;I)…</translation>
        </message>
        <message>
            <source>All conversations</source>
            <translation>すべての会話</translation>
        </message>
        <message>
            <source>In {0}</source>
            <translation>{0} 内</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>{0} にエクスポートしました</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{0}” with %n chat(s).</source>
            <translation>
                <numerusform>「{0}」を %n 件のチャットとともにインポートしました。</numerusform>
            </translation>
        </message>
        <message>
            <source>Not on this computer, so not ticked: {0}.</source>
            <translation>このコンピューターにないためチェックしていません: {0}。</translation>
        </message>
        <message>
            <source>Delete project</source>
            <translation>プロジェクトを削除</translation>
        </message>
        <message>
            <source>Delete the project “{0}”?</source>
            <translation>プロジェクト「{0}」を削除しますか?</translation>
        </message>
        <message numerus="yes">
            <source>It has %n chat(s). Kept, they become loose chats and its memories apply to every chat.</source>
            <translation>
                <numerusform>%n 件のチャットがあります。残すと単独のチャットになり、プロジェクトの記憶はすべてのチャットに使われます。</numerusform>
            </translation>
        </message>
        <message>
            <source>Deleted with its chats, the project's memories are deleted too.</source>
            <translation>チャットごと削除すると、プロジェクトの記憶も削除されます。</translation>
        </message>
        <message>
            <source>Keep the chats</source>
            <translation>チャットを残す</translation>
        </message>
        <message>
            <source>Delete the chats too</source>
            <translation>チャットも削除</translation>
        </message>
        <message>
            <source>This project's model, {0}, is no longer available.</source>
            <translation>このプロジェクトのモデル {0} はもう利用できません。</translation>
        </message>
    </context>
    <context>
        <name>Provenance</name>
        <message>
            <source>finished</source>
            <translation>完了</translation>
        </message>
        <message>
            <source>stopped at the length limit</source>
            <translation>長さの上限で停止</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失敗</translation>
        </message>
        <message>
            <source>runs on {0}</source>
            <translation>{0} で実行</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln トークン</numerusform>
            </translation>
        </message>
        <message>
            <source>prompt {0}, {1} cached</source>
            <translation>プロンプト {0}、{1} はキャッシュ済み</translation>
        </message>
        <message>
            <source>prompt {0}</source>
            <translation>プロンプト {0}</translation>
        </message>
        <message>
            <source>first token {0} s</source>
            <translation>最初のトークン {0} 秒</translation>
        </message>
        <message>
            <source>{0} tok/s</source>
            <translation>{0} トークン/秒</translation>
        </message>
        <message>
            <source>drafts {0}% accepted ({1} of {2})</source>
            <translation>ドラフト {0}% 採用（{2} 個中 {1} 個）</translation>
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
            <translation>あなた</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>アシスタント</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>システムプロンプト</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>無題</translation>
        </message>
        <message>
            <source>Search messages</source>
            <translation>メッセージを検索</translation>
        </message>
        <message>
            <source>Search all conversations</source>
            <translation>すべての会話を検索</translation>
        </message>
        <message>
            <source>Every word must match; end a word with * to match its beginning (hel*)</source>
            <translation>すべての語が一致する必要があります。語の末尾に * を付けると前方一致になります（hel*）</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>検索の状態</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>検索結果</translation>
        </message>
        <message>
            <source>Search failed: {0}</source>
            <translation>検索に失敗しました: {0}</translation>
        </message>
        <message>
            <source>Type to search every conversation.</source>
            <translation>入力するとすべての会話を検索します。</translation>
        </message>
        <message>
            <source>No results for “{0}”.</source>
            <translation>「{0}」に一致する結果はありません。</translation>
        </message>
        <message numerus="yes">
            <source>%Ln result(s)</source>
            <translation>
                <numerusform>%Ln 件</numerusform>
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
            <translation>ローカルサーバー</translation>
        </message>
        <message>
            <source>Serve the loaded model to other programs (OpenAI-compatible API)</source>
            <translation>読み込んだモデルを他のプログラムに提供（OpenAI 互換 API）</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>ポート</translation>
        </message>
        <message>
            <source>Port number</source>
            <translation>ポート番号</translation>
        </message>
        <message>
            <source>No key: only programs on this computer can connect</source>
            <translation>キーなし: このコンピューター上のプログラムだけが接続できます</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API キー</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>新しいキー</translation>
        </message>
        <message>
            <source>Remove key</source>
            <translation>キーを削除</translation>
        </message>
        <message>
            <source>Allow other computers on the network (needs a key)</source>
            <translation>ネットワーク上の他のコンピューターを許可（キーが必要）</translation>
        </message>
        <message>
            <source>Connect a coding tool…</source>
            <translation>コーディングツールを接続…</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>キー</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>アドレス</translation>
        </message>
        <message>
            <source>The local server needs Hearth's engine, which is not running here.</source>
            <translation>ローカルサーバーには Hearth のエンジンが必要ですが、ここでは動いていません。</translation>
        </message>
        <message>
            <source>What Claude Code, Codex, opencode or Continue needs to use this server (as main.py connect prints or writes it)</source>
            <translation>Claude Code、Codex、opencode、Continue がこのサーバーを使うために必要な設定（main.py connect が表示・書き込むものと同じ）</translation>
        </message>
        <message>
            <source>Switch the server on (and press OK) first: a tool connects to the running server</source>
            <translation>先にサーバーをオンにして（OK を押して）ください。ツールは動作中のサーバーに接続します</translation>
        </message>
        <message>
            <source>(off)</source>
            <translation>（オフ）</translation>
        </message>
    </context>
    <context>
        <name>ServerForm</name>
        <message>
            <source>Edit tool server</source>
            <translation>ツールサーバーを編集</translation>
        </message>
        <message>
            <source>Add tool server</source>
            <translation>ツールサーバーを追加</translation>
        </message>
        <message>
            <source>e.g.  uvx mcp-server-time   or   npx -y @modelcontextprotocol/server-filesystem ~/Documents</source>
            <translation>例:  uvx mcp-server-time   や   npx -y @modelcontextprotocol/server-filesystem ~/Documents</translation>
        </message>
        <message>
            <source>or the URL of a Streamable HTTP server</source>
            <translation>または Streamable HTTP サーバーの URL</translation>
        </message>
        <message>
            <source>its key, kept in the system keyring (HTTP only; empty: unchanged)</source>
            <translation>サーバーのキー（システムのキーリングに保存。HTTP のみ。空欄なら変更なし）</translation>
        </message>
        <message>
            <source>its environment, one NAME=value a line (command servers)</source>
            <translation>環境変数（1 行に 1 つ NAME=value、コマンド型サーバー用）</translation>
        </message>
        <message>
            <source>Environment variables</source>
            <translation>環境変数</translation>
        </message>
        <message>
            <source>Uses the network (turned off in offline mode)</source>
            <translation>ネットワークを使う（オフラインモードでは無効）</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>名前(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Command</source>
            <translation>コマンド(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>&amp;URL</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>キー(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Environment</source>
            <translation>環境変数(&amp;E)</translation>
        </message>
        <message>
            <source>The command cannot be read: {0}.</source>
            <translation>コマンドを読み取れません: {0}。</translation>
        </message>
        <message>
            <source>Each line of the environment is NAME=value: {0!r} is not.</source>
            <translation>環境変数の各行は NAME=value の形式です: {0!r} は違います。</translation>
        </message>
    </context>
    <context>
        <name>ServerIndicator</name>
        <message>
            <source>Local server</source>
            <translation>ローカルサーバー</translation>
        </message>
        <message>
            <source>API {0} · {1} {2}</source>
            <translation>API {0} · {1} {2}</translation>
        </message>
        <message>
            <source>Hearth is serving the loaded model to other programs (OpenAI-compatible API at {0}/v1). File → Local server… changes it.</source>
            <translation>Hearth は読み込んだモデルを他のプログラムに提供しています（{0}/v1 の OpenAI 互換 API）。「ファイル → ローカルサーバー…」で変更できます。</translation>
        </message>
    </context>
    <context>
        <name>ServerPanel</name>
        <message>
            <source>another program's request (the local server)</source>
            <translation>別のプログラムの要求（ローカルサーバー）</translation>
        </message>
        <message>
            <source>&amp;Local server…</source>
            <translation>ローカルサーバー(&amp;L)…</translation>
        </message>
    </context>
    <context>
        <name>SettingsFields</name>
        <message>
            <source>Enter a number, for example {0}.</source>
            <translation>数値を入力してください（例: {0}）。</translation>
        </message>
        <message>
            <source>Enter a whole number, for example {0}.</source>
            <translation>整数を入力してください（例: {0}）。</translation>
        </message>
        <message>
            <source>Enter a whole number, or leave it blank for a random seed.</source>
            <translation>整数を入力するか、ランダムなシードにするには空欄にしてください。</translation>
        </message>
    </context>
    <context>
        <name>SettingsPanel</name>
        <message>
            <source>Differs from the defaults</source>
            <translation>既定値との違い</translation>
        </message>
        <message>
            <source>Reset to defaults</source>
            <translation>既定値に戻す</translation>
        </message>
        <message>
            <source>Reset to the defaults for new chats</source>
            <translation>新しいチャットの既定値に戻す</translation>
        </message>
        <message>
            <source>Use the defaults for new chats (Preferences, Ctrl+,) in this chat</source>
            <translation>新しいチャットの既定値（環境設定、Ctrl+,）をこのチャットで使う</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>プリセット</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>システムプロンプト</translation>
        </message>
        <message>
            <source>Instructions the model reads before the conversation</source>
            <translation>会話の前にモデルが読む指示</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>例: あなたは簡潔なアシスタントです。日本語で答えてください。</translation>
        </message>
        <message>
            <source>Settings problem</source>
            <translation>設定の問題</translation>
        </message>
        <message>
            <source>{0} problem</source>
            <translation>{0}の問題</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空</translation>
        </message>
        <message>
            <source>Default for new chats: {0}</source>
            <translation>新しいチャットの既定値: {0}</translation>
        </message>
        <message>
            <source>Differs from your defaults for new chats: {0}.</source>
            <translation>新しいチャットの既定値と異なります: {0}。</translation>
        </message>
    </context>
    <context>
        <name>ShortcutHelp</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>キーボードショートカット</translation>
        </message>
        <message>
            <source>Shortcut list</source>
            <translation>ショートカットの一覧</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>閉じる（Esc）</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Sidebar</source>
            <translation>サイドバー</translation>
        </message>
        <message>
            <source>← Conversations</source>
            <translation>← 会話</translation>
        </message>
        <message>
            <source>Back to conversations</source>
            <translation>会話に戻る</translation>
        </message>
        <message>
            <source>Close search (Esc)</source>
            <translation>検索を閉じる（Esc）</translation>
        </message>
    </context>
    <context>
        <name>SourceDialog</name>
        <message>
            <source>Source [{0}]</source>
            <translation>出典 [{0}]</translation>
        </message>
        <message>
            <source>Source passage</source>
            <translation>出典のパッセージ</translation>
        </message>
        <message>
            <source>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</source>
            <translation>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</translation>
        </message>
        <message>
            <source>Passage</source>
            <translation>パッセージ</translation>
        </message>
        <message>
            <source>Open file</source>
            <translation>ファイルを開く</translation>
        </message>
        <message>
            <source>Open the file in the program your system uses for it</source>
            <translation>システムがこのファイルに使うプログラムで開く</translation>
        </message>
    </context>
    <context>
        <name>Speed</name>
        <message>
            <source>fast</source>
            <translation>速い</translation>
        </message>
        <message>
            <source>usable</source>
            <translation>実用的</translation>
        </message>
        <message>
            <source>slow</source>
            <translation>遅い</translation>
        </message>
        <message>
            <source>measured {0} tokens a second</source>
            <translation>実測で毎秒 {0} トークン</translation>
        </message>
        <message>
            <source>at least {0} tokens a second</source>
            <translation>毎秒 {0} トークン以上</translation>
        </message>
        <message>
            <source>about {0} tokens a second</source>
            <translation>毎秒約 {0} トークン</translation>
        </message>
        <message>
            <source>{0} · ≥ {1} tok/s</source>
            <translation>{0} · ≥ {1} トークン/秒</translation>
        </message>
        <message>
            <source>{0} · ≈ {1} tok/s</source>
            <translation>{0} · ≈ {1} トークン/秒</translation>
        </message>
        <message>
            <source>The speed its last reply was written at on this computer. 10 or more reads comfortably.</source>
            <translation>このコンピューターで前回の応答を書いたときの速度です。10 以上なら快適に読めます。</translation>
        </message>
        <message>
            <source>an assumed floor for GPU memory</source>
            <translation>GPU 記憶の想定下限</translation>
        </message>
        <message>
            <source>this machine's memory, measured</source>
            <translation>このマシンの記憶、実測</translation>
        </message>
        <message>
            <source>Writing reads all {0} GB of weights for every word piece: at {1} GB/s ({2}) that is about {3} tokens a second. 10 or more reads comfortably.</source>
            <translation>書くときは語片ごとに {0} GB の重みをすべて読み込みます。{1} GB/s（{2}）では毎秒約 {3} トークンです。10 以上なら快適に読めます。</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{0} failed: {1}</source>
            <translation>{0} は失敗: {1}</translation>
        </message>
        <message>
            <source>{0}

Hearth skips the failed devices for this model from now on. Use this menu to try all devices again (after a driver update, say).</source>
            <translation>{0}

今後このモデルでは、失敗したデバイスを Hearth はスキップします。すべてのデバイスを再試行するには（ドライバーの更新後など）このメニューを使ってください。</translation>
        </message>
        <message>
            <source>{0} ({1} skipped: failed before)</source>
            <translation>{0}（{1} はスキップ: 以前に失敗）</translation>
        </message>
        <message>
            <source>{0} failed the last time this model was loaded, so Hearth went straight to {1}. Use this menu to try all devices again.</source>
            <translation>前回このモデルを読み込んだとき {0} が失敗したため、Hearth は直接 {1} を使いました。すべてのデバイスを再試行するにはこのメニューを使ってください。</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>モデル未読み込み</translation>
        </message>
        <message>
            <source>Model and device</source>
            <translation>モデルとデバイス</translation>
        </message>
        <message>
            <source>Try all devices again</source>
            <translation>すべてのデバイスを再試行</translation>
        </message>
        <message>
            <source>Device fallback</source>
            <translation>代替デバイス</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>使用中のコンテキスト</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>最後の応答の速度</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>{0} を読み込んでいます…</translation>
        </message>
        <message numerus="yes">
            <source>Context: %Ln token(s)</source>
            <translation>
                <numerusform>コンテキスト: %Ln トークン</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>%Ln トークン</numerusform>
            </translation>
        </message>
        <message>
            <source>How much of the model's context this conversation uses</source>
            <translation>この会話がモデルのコンテキストをどれだけ使っているか</translation>
        </message>
        <message>
            <source> · first token {0} s</source>
            <translation> · 最初のトークンまで {0} 秒</translation>
        </message>
        <message>
            <source>{0} tok/s{1}</source>
            <translation>{0} トークン/秒{1}</translation>
        </message>
        <message>
            <source>Speed of the last reply in this conversation</source>
            <translation>この会話の最後の応答の速度</translation>
        </message>
        <message>
            <source>No reply in this conversation yet</source>
            <translation>この会話にはまだ応答がありません</translation>
        </message>
    </context>
    <context>
        <name>StoreWrites</name>
        <message>
            <source>the disk is full</source>
            <translation>ディスクがいっぱいです</translation>
        </message>
        <message>
            <source>the conversations file can't be written (read-only)</source>
            <translation>会話ファイルに書き込めません（読み取り専用）</translation>
        </message>
        <message>
            <source>the conversations file can't be written</source>
            <translation>会話ファイルに書き込めません</translation>
        </message>
        <message>
            <source>Couldn't save: {0}. The reply is kept in memory; free some space and it will be saved.</source>
            <translation>保存できません: {0}。応答はメモリに保持されています。空き容量を確保すると保存されます。</translation>
        </message>
        <message>
            <source>Everything is saved again.</source>
            <translation>すべて保存し直しました。</translation>
        </message>
    </context>
    <context>
        <name>ThinkButton</name>
        <message>
            <source>This model answers without thinking first.</source>
            <translation>このモデルは思考せずに答えます。</translation>
        </message>
        <message>
            <source>This model thinks before it answers; thinking can be switched off for a chat.</source>
            <translation>このモデルは答える前に思考します。思考はチャットごとにオフにできます。</translation>
        </message>
        <message>
            <source>This model always thinks before it answers (not switchable: its chat template has no switch).</source>
            <translation>このモデルは常に答える前に思考します（切り替え不可: チャットテンプレートにスイッチがありません）。</translation>
        </message>
        <message>
            <source>Think</source>
            <translation>思考</translation>
        </message>
        <message>
            <source>Think before answering</source>
            <translation>答える前に思考する</translation>
        </message>
        <message>
            <source>Think by default with this model</source>
            <translation>このモデルでは既定で思考する</translation>
        </message>
        <message>
            <source>On: the model thinks before it answers in this chat (click to answer at once)</source>
            <translation>オン: このチャットではモデルが答える前に思考します（クリックするとすぐに答えます）</translation>
        </message>
        <message>
            <source>Off: the model answers at once in this chat (click to let it think)</source>
            <translation>オフ: このチャットではモデルがすぐに答えます（クリックすると思考させます）</translation>
        </message>
        <message>
            <source>{0}. The arrow sets what new chats with this model start with.</source>
            <translation>{0}。矢印で、このモデルの新しいチャットの初期状態を設定します。</translation>
        </message>
    </context>
    <context>
        <name>ThinkingHtml</name>
        <message>
            <source>Its latest lines as it thinks; all of it once the reply has ended.</source>
            <translation>思考中は最新の数行を、応答が終わるとすべてを表示します。</translation>
        </message>
        <message>
            <source>The reply stopped while the model was still thinking: it has no answer yet. Continue lets it go on.</source>
            <translation>モデルが思考している途中で応答が止まったため、まだ答えがありません。「続ける」で続きを生成できます。</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>思考中…</translation>
        </message>
        <message numerus="yes">
            <source>Thought for %Ln s</source>
            <translation>
                <numerusform>%Ln 秒思考</numerusform>
            </translation>
        </message>
        <message>
            <source>Thought for less than a second</source>
            <translation>1 秒未満思考</translation>
        </message>
        <message>
            <source>Thinking</source>
            <translation>思考</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>思考を隠す</translation>
        </message>
        <message>
            <source>Show what the model thought before answering</source>
            <translation>答える前にモデルが考えたことを表示</translation>
        </message>
        <message numerus="yes">
            <source>%Ln word(s)</source>
            <translation>
                <numerusform>%Ln 語</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Thread</name>
        <message numerus="yes">
            <source>%n earlier message(s) left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</source>
            <translation>
                <numerusform>この応答では以前のメッセージ %n 件を省きました: モデルのコンテキストがいっぱいです。すべてを含めるには、新しいチャットを始めるか、コンテキストの大きいモデルを読み込んでください。</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading your message… {0} %</source>
            <translation>メッセージを読み込み中… {0} %</translation>
        </message>
        <message>
            <source> (about {0} s left)</source>
            <translation>（残り約 {0} 秒）</translation>
        </message>
        <message>
            <source> (about {0} min left)</source>
            <translation>（残り約 {0} 分）</translation>
        </message>
    </context>
    <context>
        <name>ToolCallCard</name>
        <message>
            <source>Tool call</source>
            <translation>ツール呼び出し</translation>
        </message>
        <message>
            <source>&amp;Allow once</source>
            <translation>今回だけ許可(&amp;A)</translation>
        </message>
        <message>
            <source>Al&amp;ways allow this tool</source>
            <translation>このツールを常に許可(&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Deny</source>
            <translation>拒否(&amp;D)</translation>
        </message>
        <message>
            <source>built into Hearth</source>
            <translation>Hearth 組み込み</translation>
        </message>
        <message>
            <source>from the tool server {0}</source>
            <translation>ツールサーバー {0} のもの</translation>
        </message>
        <message>
            <source>The assistant wants to run &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt;</source>
            <translation>アシスタントが &lt;b&gt;{0}&lt;/b&gt;（{1}）を &lt;code&gt;{2}&lt;/code&gt; で実行しようとしています</translation>
        </message>
        <message>
            <source>Running &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt; … (Stop ends it)</source>
            <translation>&lt;b&gt;{0}&lt;/b&gt;（{1}）を &lt;code&gt;{2}&lt;/code&gt; で実行中 …（「停止」で終了）</translation>
        </message>
    </context>
    <context>
        <name>ToolServersDialog</name>
        <message>
            <source>Tool servers</source>
            <translation>ツールサーバー</translation>
        </message>
        <message>
            <source>Server details</source>
            <translation>サーバーの詳細</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>追加(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>編集(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Import mcp.json…</source>
            <translation>mcp.json をインポート(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Test</source>
            <translation>テスト(&amp;T)</translation>
        </message>
        <message>
            <source>Turn o&amp;ff</source>
            <translation>オフにする(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>削除(&amp;R)</translation>
        </message>
        <message>
            <source>Always allowed tools</source>
            <translation>常に許可するツール</translation>
        </message>
        <message>
            <source>&amp;Forget</source>
            <translation>忘れる(&amp;F)</translation>
        </message>
        <message>
            <source>Servers whose tools chats may call (choose them per chat with the Tools button):</source>
            <translation>チャットがツールを呼び出せるサーバー（チャットごとに「ツール」ボタンで選択）:</translation>
        </message>
        <message>
            <source>Run without asking:</source>
            <translation>確認せずに実行:</translation>
        </message>
        <message>
            <source>No tool servers yet. Add one, or import the mcp.json of Claude Desktop, Cursor or LM Studio.</source>
            <translation>まだツールサーバーはありません。追加するか、Claude Desktop、Cursor、LM Studio の mcp.json をインポートしてください。</translation>
        </message>
        <message>
            <source>Turn o&amp;n</source>
            <translation>オンにする(&amp;N)</translation>
        </message>
        <message>
            <source>Import mcp.json</source>
            <translation>mcp.json をインポート</translation>
        </message>
        <message>
            <source>JSON (*.json);;All files (*)</source>
            <translation>JSON (*.json);;すべてのファイル (*)</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n server(s): {0}.</source>
            <translation>
                <numerusform>%n 個のサーバーをインポートしました: {0}。</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>何もインポートされませんでした。</translation>
        </message>
        <message>
            <source>Left out:</source>
            <translation>除外:</translation>
        </message>
        <message>
            <source>Starting {0}…</source>
            <translation>{0} を起動しています…</translation>
        </message>
        <message>
            <source>(left out) {0}</source>
            <translation>（除外）{0}</translation>
        </message>
        <message>
            <source>Not running: it starts when a chat that uses it needs it (or press Test).</source>
            <translation>停止中: これを使うチャットで必要になったときに起動します（または「テスト」を押してください）。</translation>
        </message>
        <message>
            <source>Its last output:</source>
            <translation>最後の出力:</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Waiting for your answer: {0}</source>
            <translation>あなたの回答を待っています: {0}</translation>
        </message>
        <message>
            <source>Running {0}…</source>
            <translation>{0} を実行しています…</translation>
        </message>
        <message>
            <source>The current date and time, here or in a time zone.</source>
            <translation>現在の日時（この場所、または指定したタイムゾーン）。</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>日時</translation>
        </message>
        <message>
            <source>Compute an arithmetic expression exactly, e.g. 17*23 or sqrt(2).</source>
            <translation>算術式を正確に計算します（例: 17*23、sqrt(2)）。</translation>
        </message>
        <message>
            <source>Calculator</source>
            <translation>電卓</translation>
        </message>
        <message>
            <source>Search this person's earlier conversations.</source>
            <translation>このユーザーの過去の会話を検索します。</translation>
        </message>
        <message>
            <source>Search my conversations</source>
            <translation>自分の会話を検索</translation>
        </message>
        <message>
            <source>Search the documents attached to this chat.</source>
            <translation>このチャットに添付したドキュメントを検索します。</translation>
        </message>
        <message>
            <source>Search this chat's documents</source>
            <translation>このチャットのドキュメントを検索</translation>
        </message>
        <message>
            <source>Keep a lasting fact about the person (their name, work, preferences) for later chats. The person is asked first.</source>
            <translation>その人についての長く変わらない事実（名前、仕事、好み）を後のチャットのために残します。先に本人に確認します。</translation>
        </message>
        <message>
            <source>Remember (asks first)</source>
            <translation>記憶する（先に確認）</translation>
        </message>
    </context>
    <context>
        <name>ToolsButton</name>
        <message>
            <source>Server: {0}</source>
            <translation>サーバー: {0}</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>ツール</translation>
        </message>
        <message>
            <source>Which tools this chat may call (each call is shown and asked first)</source>
            <translation>このチャットが呼び出せるツール（呼び出しはすべて表示され、事前に確認されます）</translation>
        </message>
        <message>
            <source>Tools ({0})</source>
            <translation>ツール（{0}）</translation>
        </message>
        <message>
            <source> (uses the network)</source>
            <translation>（ネットワークを使用）</translation>
        </message>
        <message>
            <source>{0} (off: {1})</source>
            <translation>{0}（オフ: {1}）</translation>
        </message>
        <message>
            <source>{0} (failed to start)</source>
            <translation>{0}（起動に失敗）</translation>
        </message>
        <message>
            <source>It failed: {0}. Tool servers… shows its last output.</source>
            <translation>失敗しました: {0}。「ツールサーバー…」で最後の出力を確認できます。</translation>
        </message>
        <message>
            <source>A reply must start with a tool call</source>
            <translation>応答をツール呼び出しから始めさせる</translation>
        </message>
        <message>
            <source>For small models that do not choose tools by themselves</source>
            <translation>自分でツールを選ばない小さなモデル向け</translation>
        </message>
        <message>
            <source>Tool servers…</source>
            <translation>ツールサーバー…</translation>
        </message>
    </context>
    <context>
        <name>TurnRules</name>
        <message>
            <source>A reply is still being written. Wait for it, or press Stop (Esc).</source>
            <translation>応答をまだ書いています。待つか、停止 (Esc) を押してください。</translation>
        </message>
        <message>
            <source>Another model is loading. Wait until it is ready, then send again.</source>
            <translation>別のモデルを読み込み中です。準備ができてからもう一度送信してください。</translation>
        </message>
        <message>
            <source>No model is still loading, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>モデルはまだ読み込み中のため、応答できるものがありません。モデルのフォルダーを開くかデモモデルを使ってから、もう一度送信してください。</translation>
        </message>
        <message>
            <source>No model is loaded, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>モデルが読み込まれていないため、応答できるものがありません。モデルのフォルダーを開くかデモモデルを使ってから、もう一度送信してください。</translation>
        </message>
        <message>
            <source>Only the last reply can be regenerated; edit a message to branch earlier.</source>
            <translation>再生成できるのは最後の応答だけです。より前から分岐するにはメッセージを編集してください。</translation>
        </message>
        <message>
            <source>Only the last reply can be continued.</source>
            <translation>続きを書けるのは最後の応答だけです。</translation>
        </message>
    </context>
    <context>
        <name>TurnRunner</name>
        <message>
            <source>The reply could not be started: {0}. Free some space and try again.</source>
            <translation>応答を開始できませんでした: {0}。空き容量を確保してもう一度お試しください。</translation>
        </message>
        <message>
            <source>The images in this chat were left out: {0} does not see images (choose a model marked "sees images" to show them).</source>
            <translation>このチャットの画像は省かれました: {0} は画像を認識しません（画像を見せるには「画像を認識」と表示されたモデルを選んでください）。</translation>
        </message>
        <message numerus="yes">
            <source>%n image(s) in this chat could not be read and were left out; the reply goes on without them.</source>
            <translation>
                <numerusform>このチャットの画像 %n 枚を読み込めなかったため省きました。応答はそれらなしで続きます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting: the model is answering {0} (%n request(s) ahead)…</source>
            <translation>
                <numerusform>待機中: モデルは {0} に応答しています（前に %n 件のリクエスト）…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting for the engine (%n request(s) ahead)…</source>
            <translation>
                <numerusform>エンジンを待っています（前に %n 件のリクエスト）…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VariantPage</name>
        <message>
            <source>← Back</source>
            <translation>← 戻る</translation>
        </message>
        <message>
            <source>Back to the list of models</source>
            <translation>モデルの一覧に戻る</translation>
        </message>
        <message>
            <source>About this model</source>
            <translation>このモデルについて</translation>
        </message>
        <message>
            <source>Variant list status</source>
            <translation>バリアント一覧の状態</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>再試行</translation>
        </message>
        <message>
            <source>List the variants again</source>
            <translation>バリアントをもう一度一覧表示</translation>
        </message>
        <message>
            <source>Show all variants, including those this computer cannot run</source>
            <translation>このコンピューターで動かせないものも含め、すべてのバリアントを表示</translation>
        </message>
        <message>
            <source>Show all variants</source>
            <translation>すべてのバリアントを表示</translation>
        </message>
        <message>
            <source>Hidden variants</source>
            <translation>非表示のバリアント</translation>
        </message>
        <message>
            <source>Model {0}</source>
            <translation>モデル {0}</translation>
        </message>
        <message>
            <source>Listing the files of {0} on the hub…</source>
            <translation>ハブ上の {0} のファイルを一覧しています…</translation>
        </message>
        <message>
            <source>{0} has no model Hearth can run: no folder with a genai_config.json and no onnx/model*.onnx export. Choose another model.</source>
            <translation>{0} には Hearth で動かせるモデルがありません（genai_config.json を含むフォルダーも onnx/model*.onnx のエクスポートもありません）。別のモデルを選んでください。</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>（リポジトリのルート）</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>{0} 向けに作られていますが、このコンピューターにはありません。</translation>
        </message>
        <message>
            <source>Cannot run here</source>
            <translation>この PC では動作不可</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>Hearth はこのコンピューターのメモリ速度を測定できませんでした。</translation>
        </message>
        <message>
            <source>Installed · Use</source>
            <translation>インストール済み · 使う</translation>
        </message>
        <message>
            <source>This variant is already installed: chat with it.</source>
            <translation>このバリアントはインストール済みです。チャットに使えます。</translation>
        </message>
        <message>
            <source>Use {0}</source>
            <translation>{0} を使う</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>ダウンロード</translation>
        </message>
        <message>
            <source>This computer cannot run it: it is built for {0}.</source>
            <translation>このコンピューターでは動かせません。{0} 向けに作られています。</translation>
        </message>
        <message>
            <source>Download {0}</source>
            <translation>{0} をダウンロード</translation>
        </message>
        <message>
            <source>Downloading is off: {0}.</source>
            <translation>ダウンロードはオフです: {0}。</translation>
        </message>
        <message numerus="yes">
            <source>%n more variant(s) for {0} hidden: this computer cannot run them.</source>
            <translation>
                <numerusform>{0} 向けのバリアント %n 個を非表示にしています。このコンピューターでは動かせません。</numerusform>
            </translation>
        </message>
        <message>
            <source>None of the variants of {0} runs on this computer.</source>
            <translation>{0} のバリアントはどれもこのコンピューターでは動きません。</translation>
        </message>
    </context>
    <context>
        <name>Voice</name>
        <message>
            <source>Read aloud</source>
            <translation>読み上げ</translation>
        </message>
        <message>
            <source>Read this reply aloud with the system's voice (Esc stops it)</source>
            <translation>この応答をシステムの音声で読み上げる（Esc で停止）</translation>
        </message>
        <message>
            <source>Dictate</source>
            <translation>音声入力</translation>
        </message>
        <message>
            <source>Voice conversation</source>
            <translation>音声会話</translation>
        </message>
        <message>
            <source>Microphone level</source>
            <translation>マイクの音量</translation>
        </message>
        <message>
            <source>Dictation</source>
            <translation>音声入力</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>読み上げを停止</translation>
        </message>
        <message>
            <source>Silence the voice reading the reply (Esc)</source>
            <translation>応答の読み上げを止める（Esc）</translation>
        </message>
        <message>
            <source>Read replies a&amp;loud</source>
            <translation>応答を読み上げる(&amp;L)</translation>
        </message>
        <message>
            <source>Read each new reply aloud while it is written</source>
            <translation>新しい応答を書かれるそばから読み上げる</translation>
        </message>
        <message>
            <source>Listening… (Esc cancels)</source>
            <translation>聞き取り中…（Esc でキャンセル）</translation>
        </message>
        <message>
            <source>Writing down…</source>
            <translation>文字起こし中…</translation>
        </message>
        <message>
            <source>Stop listening and write down what you said (Ctrl+Shift+D)</source>
            <translation>聞き取りを止めて、話した内容を文字にする（Ctrl+Shift+D）</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear here for you to edit (Ctrl+Shift+D; Esc cancels)</source>
            <translation>音声入力: 話すと、言葉がここに入力されて編集できます（Ctrl+Shift+D、Esc でキャンセル）</translation>
        </message>
        <message>
            <source>Dictation needs Qt's multimedia module (PySide6-Addons), which this build of Hearth lacks.</source>
            <translation>音声入力には Qt のマルチメディアモジュール（PySide6-Addons）が必要ですが、このビルドの Hearth には含まれていません。</translation>
        </message>
        <message>
            <source>No microphone was found. Connect one, or check that the system's sound settings list an input device.</source>
            <translation>マイクが見つかりません。マイクを接続するか、システムのサウンド設定に入力デバイスがあるか確認してください。</translation>
        </message>
        <message>
            <source>The microphone could not be opened: the system may be refusing Hearth access to it (macOS: System Settings → Privacy &amp; Security → Microphone; Windows: Settings → Privacy → Microphone), or another program holds it.</source>
            <translation>マイクを開けませんでした。システムが Hearth のアクセスを拒否しているか（macOS: システム設定 → プライバシーとセキュリティ → マイク、Windows: 設定 → プライバシー → マイク）、別のプログラムが使用中の可能性があります。</translation>
        </message>
        <message>
            <source>No voices were found to read aloud with. On Linux install speech-dispatcher (with espeak-ng) or flite; Windows and macOS have voices of their own.</source>
            <translation>読み上げに使える音声が見つかりません。Linux では speech-dispatcher（espeak-ng 付き）か flite をインストールしてください。Windows と macOS には音声が備わっています。</translation>
        </message>
        <message>
            <source>The voice engine '{name}' is not installed here.</source>
            <translation>音声エンジン「{name}」はここにインストールされていません。</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>理由は不明</translation>
        </message>
        <message>
            <source>The voice could not start ({name}: {why}).</source>
            <translation>音声を開始できませんでした（{name}: {why}）。</translation>
        </message>
        <message>
            <source>Reading aloud failed: {why}</source>
            <translation>読み上げに失敗しました: {why}</translation>
        </message>
        <message>
            <source>&amp;Voice</source>
            <translation>音声(&amp;V)</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>マイク</translation>
        </message>
        <message>
            <source>Find microphones and voices</source>
            <translation>マイクと音声を探す</translation>
        </message>
        <message>
            <source>Read replies aloud while they are written</source>
            <translation>応答を書かれるそばから読み上げる</translation>
        </message>
        <message>
            <source>Send what I dictate when I stop talking</source>
            <translation>話し終えたら音声入力した内容を送信する</translation>
        </message>
        <message>
            <source>Dictation (Ctrl+Shift+D) writes your words into the message box; with the second switch on the message is sent as soon as they are written down. Speech is turned into text on this computer; the recording is kept in memory only.</source>
            <translation>音声入力（Ctrl+Shift+D）は話した言葉をメッセージ欄に書き込みます。2 つ目のスイッチをオンにすると、書き込まれた時点でメッセージを送信します。音声はこのコンピューター上で文字に変換され、録音はメモリ上にしか残りません。</translation>
        </message>
        <message>
            <source>Voice</source>
            <translation>音声</translation>
        </message>
        <message>
            <source>Speaking rate</source>
            <translation>話す速さ</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>音量</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>速さ</translation>
        </message>
        <message>
            <source>Looking for microphones…</source>
            <translation>マイクを探しています…</translation>
        </message>
        <message>
            <source>The microphones could not be listed ({error}).</source>
            <translation>マイクの一覧を取得できませんでした（{error}）。</translation>
        </message>
        <message>
            <source>No microphone was found: connect one, or check the system's sound settings.</source>
            <translation>マイクが見つかりません: マイクを接続するか、システムのサウンド設定を確認してください。</translation>
        </message>
        <message>
            <source>The system's default</source>
            <translation>システムの既定</translation>
        </message>
        <message>
            <source>Talk</source>
            <translation>会話</translation>
        </message>
        <message>
            <source>Listening — speak now (Esc leaves the conversation)</source>
            <translation>聞いています — 話してください（Esc で会話を終了）</translation>
        </message>
        <message>
            <source>Thinking… (Esc leaves the conversation)</source>
            <translation>考えています…（Esc で会話を終了）</translation>
        </message>
        <message>
            <source>Speaking — speak to interrupt (Esc leaves the conversation)</source>
            <translation>話しています — 話すと割り込めます（Esc で会話を終了）</translation>
        </message>
        <message>
            <source>Leave the voice conversation (Ctrl+Shift+T or Esc)</source>
            <translation>音声会話を終了（Ctrl+Shift+T または Esc）</translation>
        </message>
        <message>
            <source>Talk with the model hands-free: it listens, answers aloud and listens again; speaking interrupts it (Ctrl+Shift+T; Esc leaves)</source>
            <translation>ハンズフリーでモデルと会話：聞いて、声で答え、また聞きます。話すと割り込めます（Ctrl+Shift+T、Esc で終了）</translation>
        </message>
        <message>
            <source>the voice engine '{name}' did not start within {seconds} s</source>
            <translation>音声エンジン '{name}' が {seconds} 秒以内に起動しませんでした</translation>
        </message>
    </context>
    <context>
        <name>WindowActions</name>
        <message>
            <source>&amp;New chat</source>
            <translation>新しいチャット(&amp;N)</translation>
        </message>
        <message>
            <source>Start a new chat</source>
            <translation>新しいチャットを始める</translation>
        </message>
        <message>
            <source>&amp;Search conversations</source>
            <translation>会話を検索(&amp;S)</translation>
        </message>
        <message>
            <source>Search every conversation</source>
            <translation>すべての会話を検索</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>環境設定(&amp;P)…</translation>
        </message>
        <message>
            <source>Preferences: theme, text size, defaults for new chats…</source>
            <translation>環境設定: テーマ、文字サイズ、新しいチャットの既定値…</translation>
        </message>
        <message>
            <source>Se&amp;ttings for this chat</source>
            <translation>このチャットの設定(&amp;T)</translation>
        </message>
        <message>
            <source>Show or hide the settings of this chat</source>
            <translation>このチャットの設定を表示/非表示</translation>
        </message>
        <message>
            <source>&amp;Regenerate last reply</source>
            <translation>最後の応答を再生成(&amp;R)</translation>
        </message>
        <message>
            <source>Write the last reply again</source>
            <translation>最後の応答を書き直す</translation>
        </message>
        <message>
            <source>Choose the &amp;model…</source>
            <translation>モデルを選ぶ(&amp;M)…</translation>
        </message>
        <message>
            <source>Pick, switch or eject the chat's model</source>
            <translation>チャットのモデルを選ぶ、切り替える、取り出す</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>メッセージ欄へ移動(&amp;G)</translation>
        </message>
        <message>
            <source>Put the cursor in the message box</source>
            <translation>カーソルをメッセージ欄に置く</translation>
        </message>
        <message>
            <source>&amp;Attach files…</source>
            <translation>ファイルを添付(&amp;A)…</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>このチャットにファイルを添付</translation>
        </message>
        <message>
            <source>&amp;Edit your last message</source>
            <translation>最後のメッセージを編集(&amp;E)</translation>
        </message>
        <message>
            <source>Edit your last message and send it again</source>
            <translation>最後のメッセージを編集して再送信</translation>
        </message>
        <message>
            <source>C&amp;ontinue the stopped reply</source>
            <translation>停止した応答を続ける(&amp;O)</translation>
        </message>
        <message>
            <source>Let the stopped reply go on</source>
            <translation>停止した応答の続きを生成</translation>
        </message>
        <message>
            <source>&amp;Copy the last reply</source>
            <translation>最後の応答をコピー(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the last reply's text</source>
            <translation>最後の応答のテキストをコピー</translation>
        </message>
        <message>
            <source>&amp;Dictate</source>
            <translation>音声入力(&amp;D)</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear in the message box (press again, or pause, to stop; Esc cancels)</source>
            <translation>音声入力: 話すと言葉がメッセージ欄に入力されます（もう一度押すか、間を置くと停止。Esc でキャンセル）</translation>
        </message>
        <message>
            <source>&amp;Talk (voice conversation)</source>
            <translation>音声会話(&amp;V)</translation>
        </message>
        <message>
            <source>Talk hands-free: Hearth listens, answers aloud and listens again; speaking interrupts it; Esc leaves</source>
            <translation>ハンズフリーで会話：Hearth が聞いて、声で答え、また聞きます。話すと割り込めます。Esc で終了</translation>
        </message>
        <message>
            <source>&amp;Export conversation…</source>
            <translation>会話をエクスポート(&amp;E)…</translation>
        </message>
        <message>
            <source>Save this chat as Markdown, HTML, PDF or JSON</source>
            <translation>このチャットを Markdown、HTML、PDF、JSON で保存</translation>
        </message>
        <message>
            <source>&amp;Open model folder…</source>
            <translation>モデルのフォルダーを開く(&amp;O)…</translation>
        </message>
        <message>
            <source>Load a model from a folder</source>
            <translation>フォルダーからモデルを読み込む</translation>
        </message>
        <message>
            <source>&amp;Models…</source>
            <translation>モデル(&amp;M)…</translation>
        </message>
        <message>
            <source>Browse, download and manage models</source>
            <translation>モデルを探す、ダウンロードする、管理する</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>キーボードショートカット(&amp;K)</translation>
        </message>
        <message>
            <source>Show this list</source>
            <translation>この一覧を表示</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>Quit Hearth</source>
            <translation>Hearth を終了</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>メッセージを送信</translation>
        </message>
        <message>
            <source>New line in the message</source>
            <translation>メッセージ内で改行</translation>
        </message>
        <message>
            <source>Stop the reply being written; leave the voice conversation, edit mode or search</source>
            <translation>書き途中の応答を停止、音声会話・編集モード・検索を終了</translation>
        </message>
        <message>
            <source>Rename the chat chosen in the list</source>
            <translation>一覧で選んだチャットの名前を変更</translation>
        </message>
        <message>
            <source>Delete the chat chosen in the list (Undo brings it back)</source>
            <translation>一覧で選んだチャットを削除（「元に戻す」で復元）</translation>
        </message>
        <message>
            <source>Go to the next part of the window, in screen order: New chat, the conversations, the libraries, the model, the messages' actions, the message box and its buttons, the chat's settings</source>
            <translation>画面の順にウィンドウの次の部分へ移動: 新しいチャット、会話、ライブラリ、モデル、メッセージの操作、メッセージ欄とそのボタン、チャットの設定</translation>
        </message>
        <message>
            <source>Go back to the previous part of the window</source>
            <translation>ウィンドウの前の部分へ戻る</translation>
        </message>
        <message>
            <source>Remember something about you in every chat (Memory → Remember…)</source>
            <translation>すべてのチャットであなたのことを記憶させる（記憶 → 記憶させる…）</translation>
        </message>
        <message>
            <source>See, edit, turn off or delete what Hearth remembers (Memory → Memories…)</source>
            <translation>Hearth が記憶していることを表示・編集・無効化・削除（記憶 → 記憶一覧…）</translation>
        </message>
        <message>
            <source>Make a project: chats with shared instructions, documents and model (Projects → New project…)</source>
            <translation>プロジェクトを作成: 指示・ドキュメント・モデルを共有するチャット（プロジェクト → 新しいプロジェクト…）</translation>
        </message>
        <message>
            <source>A new chat in the project of the chat open now</source>
            <translation>開いているチャットのプロジェクトで新しいチャット</translation>
        </message>
        <message>
            <source>A new incognito chat: no memory, deleted for good when you leave it (File → New incognito chat)</source>
            <translation>新しいシークレットチャット：記憶を使わず、離れると完全に削除されます（ファイル → 新しいシークレットチャット）</translation>
        </message>
        <message>
            <source>Compare two replies: the message to two models, or to one model with two settings (Chat → Compare two replies…)</source>
            <translation>2つの応答を比較：メッセージを2つのモデルに、または2つの設定で1つのモデルに送ります（チャット → 2つの応答を比較…）</translation>
        </message>
        <message>
            <source>Use the &amp;demo model</source>
            <translation>デモモデルを使う(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Import conversation…</source>
            <translation>会話をインポート(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Stop reply	Esc</source>
            <translation>応答を停止(&amp;S)	Esc</translation>
        </message>
        <message>
            <source>&amp;About Hearth</source>
            <translation>Hearth について(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>チャット(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>メニューバー</translation>
        </message>
    </context>
    <context>
        <name>WindowDialogs</name>
        <message>
            <source>The models folder can be changed only where Hearth manages models.</source>
            <translation>モデルのフォルダーは、Hearth がモデルを管理している場合にのみ変更できます。</translation>
        </message>
    </context>
</TS>
