<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>(could not read {0}: {1})</source>
            <translation>(تعذّرت قراءة {0}: {1})</translation>
        </message>
        <message>
            <source>{0}: third-party notices</source>
            <translation>{0}: إشعارات الأطراف الخارجية</translation>
        </message>
        <message>
            <source>various</source>
            <translation>متنوعة</translation>
        </message>
        <message>
            <source>see the package</source>
            <translation>راجع الحزمة</translation>
        </message>
        <message>
            <source>Licence: {0}</source>
            <translation>الترخيص: {0}</translation>
        </message>
        <message>
            <source>see the model's page</source>
            <translation>راجع صفحة النموذج</translation>
        </message>
        <message>
            <source>Source: {0}</source>
            <translation>المصدر: {0}</translation>
        </message>
        <message>
            <source>Model: {0}</source>
            <translation>النموذج: {0}</translation>
        </message>
        <message>
            <source>System</source>
            <translation>النظام</translation>
        </message>
        <message>
            <source>About {0}</source>
            <translation>حول {0}</translation>
        </message>
        <message>
            <source>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;Version {1}&lt;br&gt;Private, local LLM chat. Nothing you type leaves this computer.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;{0}&lt;/h2&gt;&lt;p&gt;الإصدار {1}&lt;br&gt;دردشة خاصة ومحلية مع نموذج لغوي كبير. لا يغادر أي شيء تكتبه هذا الحاسوب.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>المكوّن</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>الإصدار</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>Copy these versions, e.g. for a bug report</source>
            <translation>انسخ هذه الإصدارات، لتقرير عن خطأ مثلًا</translation>
        </message>
        <message>
            <source>Versions</source>
            <translation>الإصدارات</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>التراخيص</translation>
        </message>
    </context>
    <context>
        <name>AccelDialog</name>
        <message>
            <source>Enable {0}</source>
            <translation>تفعيل {0}</translation>
        </message>
        <message>
            <source>Looking up the download for {0}…</source>
            <translation>جارٍ البحث عن تنزيل {0}…</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>الحالة</translation>
        </message>
        <message>
            <source>Download progress</source>
            <translation>تقدّم التنزيل</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>تنزيل</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>إيقاف مؤقت</translation>
        </message>
        <message>
            <source>Cancel download</source>
            <translation>إلغاء التنزيل</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>إغلاق</translation>
        </message>
        <message>
            <source>{0}: everything it needs is already installed.</source>
            <translation>{0}: كل ما يلزمه مثبّت بالفعل.</translation>
        </message>
        <message numerus="yes">
            <source>{0}: {1} download (%n package(s) from PyPI), installed into Hearth's own folder. You can pause and resume; nothing is changed until every file is downloaded and verified.</source>
            <translation>
                <numerusform>{0}: تنزيل بحجم {1} (بلا حزم من PyPI)، يُثبَّت في مجلد Hearth الخاص. يمكنك الإيقاف المؤقت والاستئناف؛ لا يتغيّر شيء حتى يُنزَّل كل ملف ويُتحقَّق منه.</numerusform>
                <numerusform>{0}: تنزيل بحجم {1} (حزمة واحدة من PyPI)، يُثبَّت في مجلد Hearth الخاص. يمكنك الإيقاف المؤقت والاستئناف؛ لا يتغيّر شيء حتى يُنزَّل كل ملف ويُتحقَّق منه.</numerusform>
                <numerusform>{0}: تنزيل بحجم {1} (حزمتان من PyPI)، يُثبَّت في مجلد Hearth الخاص. يمكنك الإيقاف المؤقت والاستئناف؛ لا يتغيّر شيء حتى يُنزَّل كل ملف ويُتحقَّق منه.</numerusform>
                <numerusform>{0}: تنزيل بحجم {1} (%n حزم من PyPI)، يُثبَّت في مجلد Hearth الخاص. يمكنك الإيقاف المؤقت والاستئناف؛ لا يتغيّر شيء حتى يُنزَّل كل ملف ويُتحقَّق منه.</numerusform>
                <numerusform>{0}: تنزيل بحجم {1} (%n حزمة من PyPI)، يُثبَّت في مجلد Hearth الخاص. يمكنك الإيقاف المؤقت والاستئناف؛ لا يتغيّر شيء حتى يُنزَّل كل ملف ويُتحقَّق منه.</numerusform>
                <numerusform>{0}: تنزيل بحجم {1} (%n حزمة من PyPI)، يُثبَّت في مجلد Hearth الخاص. يمكنك الإيقاف المؤقت والاستئناف؛ لا يتغيّر شيء حتى يُنزَّل كل ملف ويُتحقَّق منه.</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} من {1}</translation>
        </message>
        <message>
            <source>Paused. The downloaded part of {0} is kept: resume now or later.</source>
            <translation>متوقف مؤقتًا. الجزء المنزَّل من {0} محفوظ: استأنف الآن أو لاحقًا.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>استئناف</translation>
        </message>
        <message>
            <source>Cancelled; the downloaded part was deleted.</source>
            <translation>أُلغي؛ وحُذف الجزء المنزَّل.</translation>
        </message>
        <message>
            <source>{0} is installed. The model is loaded again to use it.</source>
            <translation>ثُبّت {0}. يُعاد تحميل النموذج لاستخدامه.</translation>
        </message>
        <message>
            <source>{0} could not be installed: {1}</source>
            <translation>تعذّر تثبيت {0}: {1}</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message numerus="yes">
            <source>%n download(s) left unfinished when Hearth last closed; they are paused and go on from where they stopped when you resume them.</source>
            <translation>
                <numerusform>لم يبقَ أي تنزيل غير مكتمل عند آخر إغلاق لـ Hearth.</numerusform>
                <numerusform>بقي تنزيل واحد غير مكتمل عند آخر إغلاق لـ Hearth؛ وهو متوقف مؤقتًا ويكمل من حيث توقف عند استئنافه.</numerusform>
                <numerusform>بقي تنزيلان غير مكتملين عند آخر إغلاق لـ Hearth؛ وهما متوقفان مؤقتًا ويكملان من حيث توقفا عند استئنافهما.</numerusform>
                <numerusform>بقيت %n تنزيلات غير مكتملة عند آخر إغلاق لـ Hearth؛ وهي متوقفة مؤقتًا وتكمل من حيث توقفت عند استئنافها.</numerusform>
                <numerusform>بقي %n تنزيلًا غير مكتمل عند آخر إغلاق لـ Hearth؛ وهي متوقفة مؤقتًا وتكمل من حيث توقفت عند استئنافها.</numerusform>
                <numerusform>بقي %n تنزيل غير مكتمل عند آخر إغلاق لـ Hearth؛ وهي متوقفة مؤقتًا وتكمل من حيث توقفت عند استئنافها.</numerusform>
            </translation>
        </message>
        <message>
            <source>Show downloads</source>
            <translation>عرض التنزيلات</translation>
        </message>
        <message numerus="yes">
            <source>%n reply(s) still being written when Hearth last closed; what was saved is kept and marked as interrupted.</source>
            <translation>
                <numerusform>لم يكن أي رد قيد الكتابة عند آخر إغلاق لـ Hearth.</numerusform>
                <numerusform>كان رد واحد قيد الكتابة عند آخر إغلاق لـ Hearth؛ ما حُفظ منه باقٍ ومعلَّم بأنه مقطوع.</numerusform>
                <numerusform>كان ردّان قيد الكتابة عند آخر إغلاق لـ Hearth؛ ما حُفظ منهما باقٍ ومعلَّم بأنه مقطوع.</numerusform>
                <numerusform>كانت %n ردود قيد الكتابة عند آخر إغلاق لـ Hearth؛ ما حُفظ منها باقٍ ومعلَّم بأنه مقطوع.</numerusform>
                <numerusform>كان %n ردًا قيد الكتابة عند آخر إغلاق لـ Hearth؛ ما حُفظ منها باقٍ ومعلَّم بأنه مقطوع.</numerusform>
                <numerusform>كان %n رد قيد الكتابة عند آخر إغلاق لـ Hearth؛ ما حُفظ منها باقٍ ومعلَّم بأنه مقطوع.</numerusform>
            </translation>
        </message>
        <message>
            <source>Documents are unavailable: the documents database could not be opened ({0}).</source>
            <translation>المستندات غير متاحة: تعذّر فتح قاعدة بيانات المستندات ({0}).</translation>
        </message>
        <message>
            <source>Hearth can't open your conversations</source>
            <translation>لا يستطيع Hearth فتح محادثاتك</translation>
        </message>
        <message>
            <source>{0}

Hearth will close so nothing is lost. If the file came from a newer Hearth, update this one; otherwise move the file aside and start again.</source>
            <translation>{0}

سيُغلَق Hearth حتى لا يضيع شيء. إن كان الملف من إصدار أحدث من Hearth فحدّث هذا الإصدار؛ وإلا فانقل الملف جانبًا وابدأ من جديد.</translation>
        </message>
    </context>
    <context>
        <name>AttachmentChips</name>
        <message>
            <source>Files attached to this chat</source>
            <translation>الملفات المرفقة بهذه الدردشة</translation>
        </message>
        <message>
            <source>Attached:</source>
            <translation>مرفق:</translation>
        </message>
        <message>
            <source>{0}
{1}
This chat's questions are answered from it. Click to take it out of the chat.</source>
            <translation>{0}
{1}
تُجاب أسئلة هذه الدردشة منه. انقر لإخراجه من الدردشة.</translation>
        </message>
        <message>
            <source>Remove {0} from this chat</source>
            <translation>إزالة {0} من هذه الدردشة</translation>
        </message>
    </context>
    <context>
        <name>CatalogView</name>
        <message>
            <source>see images</source>
            <translation>ترى الصور</translation>
        </message>
        <message>
            <source>think before they answer</source>
            <translation>تفكّر قبل أن تجيب</translation>
        </message>
        <message>
            <source>Preferences → Privacy &amp; network</source>
            <translation>التفضيلات ← الخصوصية والشبكة</translation>
        </message>
        <message>
            <source>Gated: accept the licence on huggingface.co and add your access token under {0} before downloading.</source>
            <translation>وصول مقيّد: اقبل الترخيص على huggingface.co وأضف رمز الوصول في {0} قبل التنزيل.</translation>
        </message>
        <message>
            <source>{0} columns</source>
            <translation>أعمدة {0}</translation>
        </message>
        <message>
            <source>Recommended model</source>
            <translation>النموذج المقترح</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>تنزيل</translation>
        </message>
        <message>
            <source>Download the recommended model</source>
            <translation>تنزيل النموذج المقترح</translation>
        </message>
        <message>
            <source>Curated models</source>
            <translation>نماذج مختارة</translation>
        </message>
        <message>
            <source>Models shown</source>
            <translation>النماذج المعروضة</translation>
        </message>
        <message>
            <source>Show all models</source>
            <translation>عرض كل النماذج</translation>
        </message>
        <message>
            <source>Show every model of the catalog</source>
            <translation>عرض كل نماذج الفهرس</translation>
        </message>
        <message>
            <source>Download for this computer</source>
            <translation>تنزيل لهذا الحاسوب</translation>
        </message>
        <message>
            <source>Download the selected model for this computer</source>
            <translation>تنزيل النموذج المحدد لهذا الحاسوب</translation>
        </message>
        <message>
            <source>All variants…</source>
            <translation>كل النسخ…</translation>
        </message>
        <message>
            <source>Show every variant of the selected model</source>
            <translation>عرض كل نسخ النموذج المحدد</translation>
        </message>
        <message>
            <source>Curated models known to run in Hearth; hover a badge for the numbers.</source>
            <translation>نماذج مختارة معروف أنها تعمل في Hearth؛ مرّر المؤشر فوق شارة لترى الأرقام.</translation>
        </message>
        <message>
            <source>Memory speed</source>
            <translation>سرعة الذاكرة</translation>
        </message>
        <message>
            <source>Measure again</source>
            <translation>القياس مجددًا</translation>
        </message>
        <message>
            <source>Measure this computer's memory speed again (best when it is quiet)</source>
            <translation>قِس سرعة ذاكرة هذا الحاسوب مجددًا (الأفضل حين يكون خاملًا)</translation>
        </message>
        <message>
            <source>Measuring this computer's memory speed…</source>
            <translation>جارٍ قياس سرعة ذاكرة هذا الحاسوب…</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed: the speeds here are unknown.</source>
            <translation>تعذّر على Hearth قياس سرعة ذاكرة هذا الحاسوب: السرعات هنا غير معروفة.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s, measured while the computer was busy: the speeds here are likely low. Measure again when it is quiet.</source>
            <translation>سرعة الذاكرة {0:.0f} غيغابايت/ث، قيست والحاسوب مشغول: السرعات هنا على الأرجح أقل من الحقيقة. قِس مجددًا حين يكون خاملًا.</translation>
        </message>
        <message>
            <source>Memory speed {0:.0f} GB/s (measured): the speeds here are forecast from it.</source>
            <translation>سرعة الذاكرة {0:.0f} غيغابايت/ث (مقيسة): السرعات هنا مقدَّرة منها.</translation>
        </message>
        <message>
            <source> · gated</source>
            <translation> · وصول مقيّد</translation>
        </message>
        <message>
            <source>Not for this computer</source>
            <translation>غير مناسب لهذا الحاسوب</translation>
        </message>
        <message>
            <source>Recommended for this computer.</source>
            <translation>مقترح لهذا الحاسوب.</translation>
        </message>
        <message>
            <source>{0} tokens of context: how much of a conversation the model can read at once</source>
            <translation>{0} رمز من السياق: مقدار ما يستطيع النموذج قراءته من المحادثة دفعة واحدة</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>تعذّر على Hearth قياس سرعة ذاكرة هذا الحاسوب.</translation>
        </message>
        <message>
            <source>Best variant here: {0} on {1}.
{2}</source>
            <translation>أفضل نسخة هنا: {0} على {1}.
{2}</translation>
        </message>
        <message>
            <source>(root)</source>
            <translation>(الجذر)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>مبني لـ {0}، وهو غير موجود في هذا الحاسوب.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1}, {2} download, runs on {3})&lt;br&gt;{4}</source>
            <translation>&lt;b&gt;مقترح لهذا الحاسوب: {0}&lt;/b&gt; ({1}، تنزيل بحجم {2}، يعمل على {3})&lt;br&gt;{4}</translation>
        </message>
        <message>
            <source>{0} Search Hugging Face, or import a model folder under Installed.</source>
            <translation>{0} ابحث في Hugging Face، أو استورد مجلد نموذج من «المثبّتة».</translation>
        </message>
        <message>
            <source>Only the models that {0}: {1} of {2}.</source>
            <translation>النماذج التي {0} فقط: {1} من {2}.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>غير متاح: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ChatController</name>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>تعذّر حفظ التغيير: {0}.</translation>
        </message>
        <message>
            <source>That conversation no longer exists (deleted?).</source>
            <translation>لم تعد هذه المحادثة موجودة (حُذفت؟).</translation>
        </message>
        <message>
            <source>Stop the reply, or wait for it, to switch versions.</source>
            <translation>أوقف الرد أو انتظره للتبديل بين النسخ.</translation>
        </message>
        <message>
            <source>Your message was not sent: {0}. It is still in the box below; free some space and send again.</source>
            <translation>لم تُرسل رسالتك: {0}. ما زالت في المربع أدناه؛ أفرغ بعض المساحة وأرسلها مرة أخرى.</translation>
        </message>
        <message>
            <source>Only your own messages can be edited.</source>
            <translation>يمكن تعديل رسائلك أنت فقط.</translation>
        </message>
        <message>
            <source>The edit was not sent: {0}.</source>
            <translation>لم يُرسل التعديل: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ChatPane</name>
        <message>
            <source>Chat</source>
            <translation>الدردشة</translation>
        </message>
        <message>
            <source>No model loaded: choose one at the top (Ctrl+L)</source>
            <translation>لم يُحمَّل أي نموذج: اختر واحدًا في الأعلى (Ctrl+L)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>تراجع</translation>
        </message>
        <message>
            <source>Type a message below and press Enter (Shift+Enter for a new line). Ctrl+N starts a new chat, F1 lists every shortcut.</source>
            <translation>اكتب رسالة في الأسفل واضغط Enter (‏Shift+Enter لسطر جديد). ‏Ctrl+N يبدأ دردشة جديدة، و‏F1 يعرض كل الاختصارات.</translation>
        </message>
        <message>
            <source>You are talking to the demo model (SmolLM2 135M): a small offline model for trying Hearth, quick but often wrong. For real work choose a model at the top (Ctrl+L) or download one in Models.</source>
            <translation>أنت تتحدث مع النموذج التجريبي (SmolLM2 135M): نموذج صغير يعمل دون اتصال لتجربة Hearth، سريع لكنه يخطئ كثيرًا. للعمل الجاد اختر نموذجًا في الأعلى (Ctrl+L) أو نزّل واحدًا من «النماذج».</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>تنبيه</translation>
        </message>
        <message>
            <source>Show them</source>
            <translation>عرضها</translation>
        </message>
        <message>
            <source>Load the model again</source>
            <translation>إعادة تحميل النموذج</translation>
        </message>
        <message>
            <source>The engine stopped. Load the model again to go on.</source>
            <translation>توقف المحرّك. أعد تحميل النموذج للمتابعة.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>جارٍ تحميل {0}…</translation>
        </message>
        <message>
            <source>The device that failed</source>
            <translation>الجهاز الذي فشل</translation>
        </message>
        <message>
            <source>{0} runs on {1} because {2}. {3} will be skipped for this model from now on (the status bar menu can try all devices again).</source>
            <translation>يعمل {0} على {1} لأن {2}. سيُتخطّى {3} لهذا النموذج من الآن فصاعدًا (يمكن لقائمة شريط الحالة تجربة كل الأجهزة مجددًا).</translation>
        </message>
        <message>
            <source>Loading the model…</source>
            <translation>جارٍ تحميل النموذج…</translation>
        </message>
        <message>
            <source>Load a model to start chatting (File → Open model folder…)</source>
            <translation>حمّل نموذجًا لتبدأ الدردشة (ملف ← فتح مجلد نموذج…)</translation>
        </message>
        <message>
            <source>Documents are unavailable, so nothing can be attached.</source>
            <translation>المستندات غير متاحة، لذا لا يمكن إرفاق شيء.</translation>
        </message>
        <message>
            <source>Voice is unavailable in this build of Hearth.</source>
            <translation>الصوت غير متاح في هذا الإصدار من Hearth.</translation>
        </message>
        <message>
            <source>The match is in another version of this chat: its branch starts here.</source>
            <translation>التطابق في نسخة أخرى من هذه الدردشة: يبدأ فرعها من هنا.</translation>
        </message>
        <message>
            <source>Show that version</source>
            <translation>عرض تلك النسخة</translation>
        </message>
        <message>
            <source>There is no stopped reply to continue.</source>
            <translation>لا يوجد رد متوقف لمتابعته.</translation>
        </message>
        <message>
            <source>Copied the last reply.</source>
            <translation>نُسخ آخر رد.</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it with Esc) before editing.</source>
            <translation>انتظر حتى ينتهي الرد (أو أوقفه بـ Esc) قبل التعديل.</translation>
        </message>
    </context>
    <context>
        <name>ChatSettingsBox</name>
        <message>
            <source>Generation settings</source>
            <translation>إعدادات التوليد</translation>
        </message>
        <message>
            <source>&lt;b&gt;Settings for this chat&lt;/b&gt;</source>
            <translation>&lt;b&gt;إعدادات هذه الدردشة&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Hide settings</source>
            <translation>إخفاء الإعدادات</translation>
        </message>
        <message>
            <source>Hide settings (Ctrl+.)</source>
            <translation>إخفاء الإعدادات (Ctrl+.)</translation>
        </message>
        <message>
            <source>Settings for this chat</source>
            <translation>إعدادات هذه الدردشة</translation>
        </message>
    </context>
    <context>
        <name>ChatTools</name>
        <message>
            <source>Tools are not offered in a chat with images yet; this reply has none.</source>
            <translation>لا تُتاح الأدوات بعد في دردشة فيها صور؛ هذا الرد بلا أدوات.</translation>
        </message>
        <message>
            <source>Tools: {0}.</source>
            <translation>الأدوات: {0}.</translation>
        </message>
        <message>
            <source>Tools are off for this reply: {0}</source>
            <translation>الأدوات معطّلة لهذا الرد: {0}</translation>
        </message>
    </context>
    <context>
        <name>ChatView</name>
        <message>
            <source>Conversation</source>
            <translation>المحادثة</translation>
        </message>
        <message>
            <source>Messages of the current conversation, newest at the bottom</source>
            <translation>رسائل المحادثة الحالية، والأحدث في الأسفل</translation>
        </message>
        <message>
            <source>↓ Latest</source>
            <translation>↓ الأحدث</translation>
        </message>
        <message>
            <source>Jump to latest message</source>
            <translation>الانتقال إلى أحدث رسالة</translation>
        </message>
        <message>
            <source>Scroll to the newest message and follow the reply</source>
            <translation>التمرير إلى أحدث رسالة ومتابعة الرد</translation>
        </message>
        <message>
            <source>Notification</source>
            <translation>إشعار</translation>
        </message>
        <message>
            <source>Code copied</source>
            <translation>نُسخ الرمز البرمجي</translation>
        </message>
        <message>
            <source>Message copied</source>
            <translation>نُسخت الرسالة</translation>
        </message>
    </context>
    <context>
        <name>Columns</name>
        <message>
            <source>Model</source>
            <translation>النموذج</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>تنزيل</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>المعاملات</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>السياق</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>الترخيص</translation>
        </message>
        <message>
            <source>Fit here</source>
            <translation>الملاءمة هنا</translation>
        </message>
        <message>
            <source>Speed here</source>
            <translation>السرعة هنا</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>الاسم</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>الحجم على القرص</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>المصدر</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>النسخة</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>مثبّت</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>الحالة</translation>
        </message>
        <message>
            <source>Repository</source>
            <translation>المستودع</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>التنزيلات</translation>
        </message>
        <message>
            <source>Likes</source>
            <translation>الإعجابات</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>آخر تحديث</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>ملاحظات</translation>
        </message>
        <message>
            <source>Runs on</source>
            <translation>يعمل على</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>الدقة</translation>
        </message>
    </context>
    <context>
        <name>Compare</name>
        <message>
            <source>Waiting: one model writes one reply at a time, so this side starts when the other has finished…</source>
            <translation>في الانتظار: يكتب النموذج ردًا واحدًا في كل مرة، لذا يبدأ هذا الجانب عندما ينتهي الآخر…</translation>
        </message>
        <message>
            <source>Wait for the reply to finish (or stop it) before comparing.</source>
            <translation>انتظر حتى ينتهي الرد (أو أوقفه) قبل المقارنة.</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>جارٍ تحميل {0}…</translation>
        </message>
        <message>
            <source>it needs about {0} of memory and {1} is free; choose a smaller model, or compare one model with two settings</source>
            <translation>يحتاج إلى نحو {0} من الذاكرة والمتاح {1}؛ اختر نموذجًا أصغر، أو قارن نموذجًا واحدًا بإعدادين مختلفين</translation>
        </message>
        <message>
            <source>{0} could not be loaded beside {1}: {2}</source>
            <translation>تعذّر تحميل {0} بجانب {1}: {2}</translation>
        </message>
        <message>
            <source>{0} could not be loaded: {1}</source>
            <translation>تعذّر تحميل {0}: {1}</translation>
        </message>
        <message>
            <source>This reply could not be started.</source>
            <translation>تعذّر بدء هذا الرد.</translation>
        </message>
        <message>
            <source>Stopped before the model was loaded.</source>
            <translation>أُوقف قبل تحميل النموذج.</translation>
        </message>
        <message>
            <source>Couldn't keep that reply: {0}.</source>
            <translation>تعذّر الاحتفاظ بذلك الرد: {0}.</translation>
        </message>
        <message>
            <source>Reply {0}</source>
            <translation>الرد {0}</translation>
        </message>
        <message>
            <source>Model of reply {0}</source>
            <translation>نموذج الرد {0}</translation>
        </message>
        <message>
            <source>{0} (this chat's model)</source>
            <translation>{0} (نموذج هذه الدردشة)</translation>
        </message>
        <message>
            <source>Settings of reply {0}</source>
            <translation>إعدادات الرد {0}</translation>
        </message>
        <message>
            <source>This chat's settings</source>
            <translation>إعدادات هذه الدردشة</translation>
        </message>
        <message>
            <source>Preset: {0}</source>
            <translation>إعداد مسبق: {0}</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>ال&amp;نموذج:</translation>
        </message>
        <message>
            <source>&amp;Settings:</source>
            <translation>الإ&amp;عدادات:</translation>
        </message>
        <message>
            <source>Compare two replies</source>
            <translation>مقارنة ردّين</translation>
        </message>
        <message>
            <source>Send one message to two models, or to one model with two settings, with the same seed. The replies stream side by side; you keep one and the other stays a version of it.</source>
            <translation>أرسل رسالة واحدة إلى نموذجين، أو إلى نموذج واحد بإعدادين مختلفين، بالبذرة نفسها. يظهر الردّان جنبًا إلى جنب؛ تحتفظ بأحدهما ويبقى الآخر نسخة منه.</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>الرسالة</translation>
        </message>
        <message>
            <source>drawn at random</source>
            <translation>تُختار عشوائيًا</translation>
        </message>
        <message>
            <source>Seed for both replies</source>
            <translation>البذرة للردّين</translation>
        </message>
        <message>
            <source>Two different models run at the same time and need the memory of both; one model with two settings writes one reply after the other.</source>
            <translation>يعمل نموذجان مختلفان في الوقت نفسه ويحتاجان إلى ذاكرة كليهما؛ أما النموذج الواحد بإعدادين فيكتب ردًا بعد الآخر.</translation>
        </message>
        <message>
            <source>&amp;Compare</source>
            <translation>&amp;قارن</translation>
        </message>
        <message>
            <source>S&amp;eed (the same for both):</source>
            <translation>ال&amp;بذرة (نفسها للردّين):</translation>
        </message>
        <message>
            <source>Keep reply {0}</source>
            <translation>الاحتفاظ بالرد {0}</translation>
        </message>
        <message>
            <source>Keep this reply as the answer; the other stays a version you can go back to with the arrows</source>
            <translation>الاحتفاظ بهذا الرد جوابًا؛ ويبقى الآخر نسخة يمكنك الرجوع إليها بالأسهم</translation>
        </message>
        <message>
            <source>{0} — {1}</source>
            <translation>{0} — {1}</translation>
        </message>
        <message>
            <source>Compared replies</source>
            <translation>الردود المقارَنة</translation>
        </message>
        <message>
            <source>Your message</source>
            <translation>رسالتك</translation>
        </message>
        <message>
            <source>Stop both</source>
            <translation>إيقاف الاثنين</translation>
        </message>
        <message>
            <source>Stop both replies (Esc); what they wrote is kept</source>
            <translation>إيقاف الردّين (Esc)؛ يُحتفظ بما كتباه</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>إغلاق</translation>
        </message>
        <message>
            <source>Go back to the chat (Esc once both have ended); what was written is kept, reply A as the answer</source>
            <translation>العودة إلى الدردشة (Esc بعد انتهاء الاثنين)؛ يُحتفظ بما كُتب، والرد A هو الجواب</translation>
        </message>
        <message>
            <source>Comparing two replies to your message, both with seed {0}.</source>
            <translation>تجري مقارنة ردّين على رسالتك، كلاهما بالبذرة {0}.</translation>
        </message>
        <message>
            <source>Both replies (seed {0}) have ended: keep one as the answer; the other stays a version of it.</source>
            <translation>انتهى الردّان (البذرة {0}): احتفظ بأحدهما جوابًا؛ ويبقى الآخر نسخة منه.</translation>
        </message>
        <message>
            <source>Neither reply could be written: close the comparison to go back to the chat.</source>
            <translation>تعذّرت كتابة أي من الردين: أغلق المقارنة للعودة إلى الدردشة.</translation>
        </message>
        <message>
            <source>Com&amp;pare two replies…</source>
            <translation>م&amp;قارنة ردّين…</translation>
        </message>
        <message>
            <source>Send the message to two models, or to one model with two settings, and keep the better reply</source>
            <translation>إرسال الرسالة إلى نموذجين، أو إلى نموذج واحد بإعدادين مختلفين، والاحتفاظ بالرد الأفضل</translation>
        </message>
    </context>
    <context>
        <name>Composer</name>
        <message>
            <source>Load a model to start chatting</source>
            <translation>حمّل نموذجًا لتبدأ الدردشة</translation>
        </message>
        <message>
            <source>Why Send is off</source>
            <translation>لماذا الإرسال معطّل</translation>
        </message>
        <message>
            <source>Message size</source>
            <translation>حجم الرسالة</translation>
        </message>
        <message>
            <source>Editing your message — sending it makes a new version and answers it again.</source>
            <translation>تعدّل رسالتك — إرسالها ينشئ نسخة جديدة ويُجاب عنها مجددًا.</translation>
        </message>
        <message>
            <source>Edit mode</source>
            <translation>وضع التعديل</translation>
        </message>
        <message>
            <source>Cancel edit</source>
            <translation>إلغاء التعديل</translation>
        </message>
        <message>
            <source>Keep the message as it was (Esc)</source>
            <translation>إبقاء الرسالة كما كانت (Esc)</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>الرسالة</translation>
        </message>
        <message>
            <source>Enter sends, Shift+Enter starts a new line, Esc stops a reply</source>
            <translation>‏Enter يرسل، و‏Shift+Enter يبدأ سطرًا جديدًا، و‏Esc يوقف الرد</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>إرسال</translation>
        </message>
        <message>
            <source>Send message</source>
            <translation>إرسال الرسالة</translation>
        </message>
        <message>
            <source>Send (Enter)</source>
            <translation>إرسال (Enter)</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>إيقاف</translation>
        </message>
        <message>
            <source>Stop generating</source>
            <translation>إيقاف التوليد</translation>
        </message>
        <message>
            <source>Stop the reply (Esc); what was written is kept</source>
            <translation>إيقاف الرد (Esc)؛ ما كُتب يبقى محفوظًا</translation>
        </message>
        <message>
            <source>Send is off — {0}</source>
            <translation>الإرسال معطّل — {0}</translation>
        </message>
        <message>
            <source>Fix it in the settings of this chat (Ctrl+.)</source>
            <translation>صحّحه في إعدادات هذه الدردشة (Ctrl+.)</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>لا رموز</numerusform>
                <numerusform>رمز واحد</numerusform>
                <numerusform>رمزان</numerusform>
                <numerusform>%Ln رموز</numerusform>
                <numerusform>%Ln رمزًا</numerusform>
                <numerusform>%Ln رمز</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{0} with %Ln image(s)</source>
            <translation>
                <numerusform>{0} بلا صور</numerusform>
                <numerusform>{0} مع صورة واحدة</numerusform>
                <numerusform>{0} مع صورتين</numerusform>
                <numerusform>{0} مع %Ln صور</numerusform>
                <numerusform>{0} مع %Ln صورة</numerusform>
                <numerusform>{0} مع %Ln صورة</numerusform>
            </translation>
        </message>
        <message>
            <source>≈ {0} · the chat would then use {1} of {2} ({3} % of the context)</source>
            <translation>≈ {0} · ستستخدم الدردشة حينها {1} من {2} ({3} % من السياق)</translation>
        </message>
        <message>
            <source>How much of the model's context this conversation would use with this message</source>
            <translation>مقدار ما ستستخدمه هذه المحادثة من سياق النموذج مع هذه الرسالة</translation>
        </message>
        <message>
            <source>Send edit</source>
            <translation>إرسال التعديل</translation>
        </message>
        <message>
            <source>Writing a reply… press Esc or Stop to stop it</source>
            <translation>جارٍ كتابة رد… اضغط Esc أو «إيقاف» لإيقافه</translation>
        </message>
        <message>
            <source>Another chat is writing a reply (“{0}”): you can send when it ends, or open that chat to stop it</source>
            <translation>دردشة أخرى تكتب ردًا («{0}»): يمكنك الإرسال حين ينتهي، أو افتح تلك الدردشة لإيقافه</translation>
        </message>
        <message>
            <source>Message the model (Enter to send, Shift+Enter for a new line)</source>
            <translation>راسل النموذج (‏Enter للإرسال، و‏Shift+Enter لسطر جديد)</translation>
        </message>
        <message>
            <source>Send is off: {0}</source>
            <translation>الإرسال معطّل: {0}</translation>
        </message>
        <message>
            <source>Send is off while another chat (“{0}”) is writing a reply</source>
            <translation>الإرسال معطّل بينما تكتب دردشة أخرى («{0}») ردًا</translation>
        </message>
        <message>
            <source>Type a message first</source>
            <translation>اكتب رسالة أولًا</translation>
        </message>
    </context>
    <context>
        <name>ComposerFiles</name>
        <message>
            <source>Attached {0} to this chat.</source>
            <translation>أُرفق {0} بهذه الدردشة.</translation>
        </message>
        <message>
            <source>Paste as text instead</source>
            <translation>اللصق كنص بدلًا من ذلك</translation>
        </message>
        <message>
            <source>Attached {0}: this chat's questions now use it.</source>
            <translation>أُرفق {0}: صارت أسئلة هذه الدردشة تستخدمه.</translation>
        </message>
    </context>
    <context>
        <name>ConnectToolDialog</name>
        <message>
            <source>Connect a coding tool</source>
            <translation>ربط أداة برمجة</translation>
        </message>
        <message>
            <source>Coding tool</source>
            <translation>أداة البرمجة</translation>
        </message>
        <message>
            <source>What the tool needs</source>
            <translation>ما تحتاج إليه الأداة</translation>
        </message>
        <message>
            <source>Asking the server which model it serves…</source>
            <translation>جارٍ سؤال الخادم عن النموذج الذي يقدّمه…</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>النتيجة</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>Copy this text, to paste into the tool's settings or a terminal</source>
            <translation>انسخ هذا النص لتلصقه في إعدادات الأداة أو في طرفية</translation>
        </message>
        <message>
            <source>Write its file</source>
            <translation>كتابة ملفها</translation>
        </message>
        <message>
            <source>Write the tool's configuration file in your home folder (a copy of the file before is kept beside it)</source>
            <translation>كتابة ملف إعدادات الأداة في مجلدك الرئيسي (تُحفظ نسخة من الملف السابق بجانبه)</translation>
        </message>
        <message>
            <source>Tool</source>
            <translation>الأداة</translation>
        </message>
        <message>
            <source>Not written: {0}</source>
            <translation>لم يُكتب: {0}</translation>
        </message>
        <message>
            <source> (the file before: {0})</source>
            <translation> (الملف السابق: {0})</translation>
        </message>
        <message>
            <source>Wrote {0}{1}. {2}</source>
            <translation>كُتب {0}{1}. {2}</translation>
        </message>
    </context>
    <context>
        <name>ConversationDelegate</name>
        <message>
            <source>Conversation title</source>
            <translation>عنوان المحادثة</translation>
        </message>
        <message>
            <source>Enter to rename, Esc to cancel</source>
            <translation>‏Enter لإعادة التسمية، و‏Esc للإلغاء</translation>
        </message>
    </context>
    <context>
        <name>ConversationItems</name>
        <message>
            <source>just now</source>
            <translation>الآن</translation>
        </message>
        <message>
            <source>{0} min ago</source>
            <translation>قبل {0} د</translation>
        </message>
        <message>
            <source>{0} h ago</source>
            <translation>قبل {0} س</translation>
        </message>
        <message>
            <source>yesterday</source>
            <translation>أمس</translation>
        </message>
        <message>
            <source>{0} d ago</source>
            <translation>قبل {0} يوم</translation>
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
            <translation>بلا عنوان</translation>
        </message>
        <message>
            <source>Last activity {0}</source>
            <translation>آخر نشاط {0}</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>مثبّتة</translation>
        </message>
        <message>
            <source>pinned, </source>
            <translation>مثبّتة، </translation>
        </message>
    </context>
    <context>
        <name>ConversationList</name>
        <message>
            <source>No conversations yet.
Start one with New chat.</source>
            <translation>لا توجد محادثات بعد.
ابدأ واحدة بـ «دردشة جديدة».</translation>
        </message>
        <message>
            <source>New chat</source>
            <translation>دردشة جديدة</translation>
        </message>
        <message>
            <source>Start a new conversation</source>
            <translation>بدء محادثة جديدة</translation>
        </message>
        <message>
            <source>Conversations</source>
            <translation>المحادثات</translation>
        </message>
        <message>
            <source>F2 renames, Del deletes; right-click for more</source>
            <translation>‏F2 لإعادة التسمية، و‏Del للحذف؛ انقر بزر الفأرة الأيمن للمزيد</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>إعادة تسمية</translation>
        </message>
        <message>
            <source>Pin</source>
            <translation>تثبيت</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>تصدير…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>حذف</translation>
        </message>
        <message>
            <source>Sort by title</source>
            <translation>الترتيب حسب العنوان</translation>
        </message>
        <message>
            <source>Unpin</source>
            <translation>إلغاء التثبيت</translation>
        </message>
        <message>
            <source>Conversation actions</source>
            <translation>إجراءات المحادثة</translation>
        </message>
    </context>
    <context>
        <name>CrashNotifier</name>
        <message>
            <source>Something went wrong</source>
            <translation>حدث خطأ ما</translation>
        </message>
        <message>
            <source>The details are in Hearth's log. Copy them into a bug report if it happens again.</source>
            <translation>التفاصيل في سجل Hearth. انسخها في تقرير عن خطأ إن تكرر ذلك.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>نسخ التفاصيل</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Took {0} out of this chat.</source>
            <translation>أُخرج {0} من هذه الدردشة.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>تراجع</translation>
        </message>
        <message>
            <source>Attach</source>
            <translation>إرفاق</translation>
        </message>
        <message>
            <source>Attach files</source>
            <translation>إرفاق ملفات</translation>
        </message>
        <message>
            <source>Attach a file to this chat: its questions are answered from it, with sources (you can also drop files here or paste a path)</source>
            <translation>أرفق ملفًا بهذه الدردشة: تُجاب أسئلتها منه مع ذكر المصادر (يمكنك أيضًا إفلات الملفات هنا أو لصق مسار)</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>إرفاق ملفات بهذه الدردشة</translation>
        </message>
    </context>
    <context>
        <name>DocumentsController</name>
        <message>
            <source>Indexing stopped: {0}</source>
            <translation>توقفت الفهرسة: {0}</translation>
        </message>
    </context>
    <context>
        <name>DocumentsPanel</name>
        <message>
            <source>{0} (attached)</source>
            <translation>{0} (مرفق)</translation>
        </message>
        <message>
            <source>{0} — stopped at {1}/{2} files; Re-index goes on from there</source>
            <translation>{0} — توقّف عند {1}/{2} ملفات؛ «إعادة الفهرسة» تكمل من هناك</translation>
        </message>
        <message>
            <source>, ~{0:.0f} s left</source>
            <translation>، متبقٍّ ~{0:.0f} ث</translation>
        </message>
        <message>
            <source>indexing</source>
            <translation>جارٍ الفهرسة</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>متوقف مؤقتًا</translation>
        </message>
        <message>
            <source>waiting for the reply</source>
            <translation>بانتظار الرد</translation>
        </message>
        <message>
            <source>looking for files</source>
            <translation>جارٍ البحث عن الملفات</translation>
        </message>
        <message numerus="yes">
            <source>%Ln passage(s)</source>
            <translation>
                <numerusform>لا مقاطع</numerusform>
                <numerusform>مقطع واحد</numerusform>
                <numerusform>مقطعان</numerusform>
                <numerusform>%Ln مقاطع</numerusform>
                <numerusform>%Ln مقطعًا</numerusform>
                <numerusform>%Ln مقطع</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} — {1}: {2}/{3} files, {4}{5}</source>
            <translation>{0} — {1}: {2}/{3} ملفات، {4}{5}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>لا ملفات</numerusform>
                <numerusform>ملف واحد</numerusform>
                <numerusform>ملفان</numerusform>
                <numerusform>%Ln ملفات</numerusform>
                <numerusform>%Ln ملفًا</numerusform>
                <numerusform>%Ln ملف</numerusform>
            </translation>
        </message>
        <message>
            <source>, {0} skipped</source>
            <translation>، تُخطّي {0}</translation>
        </message>
        <message>
            <source>No documents yet.
Add a folder for every chat, or attach a file to this one.</source>
            <translation>لا توجد مستندات بعد.
أضف مجلدًا لكل الدردشات، أو أرفق ملفًا بهذه الدردشة.</translation>
        </message>
        <message>
            <source>Documents</source>
            <translation>المستندات</translation>
        </message>
        <message>
            <source>&lt;b&gt;Documents&lt;/b&gt;</source>
            <translation>&lt;b&gt;المستندات&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Libraries</source>
            <translation>المكتبات</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>إضافة…</translation>
        </message>
        <message>
            <source>Add a folder of documents that any chat can use</source>
            <translation>إضافة مجلد مستندات يمكن لأي دردشة استخدامه</translation>
        </message>
        <message>
            <source>Add folder</source>
            <translation>إضافة مجلد</translation>
        </message>
        <message>
            <source>Re-index</source>
            <translation>إعادة الفهرسة</translation>
        </message>
        <message>
            <source>Read again what changed in this library</source>
            <translation>إعادة قراءة ما تغيّر في هذه المكتبة</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>إزالة</translation>
        </message>
        <message>
            <source>Forget this library's index (your files stay)</source>
            <translation>نسيان فهرس هذه المكتبة (تبقى ملفاتك)</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>إيقاف مؤقت</translation>
        </message>
        <message>
            <source>Pause indexing</source>
            <translation>إيقاف الفهرسة مؤقتًا</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message>
            <source>Stop indexing; what is indexed so far is kept</source>
            <translation>إيقاف الفهرسة؛ ما فُهرس حتى الآن يبقى</translation>
        </message>
        <message>
            <source>Ticked: this chat's questions are answered from it.</source>
            <translation>محدّدة: تُجاب أسئلة هذه الدردشة منها.</translation>
        </message>
        <message>
            <source>Links out of the folder are followed (right click to stop).</source>
            <translation>تُتبع الروابط إلى خارج المجلد (انقر بالزر الأيمن للإيقاف).</translation>
        </message>
        <message>
            <source>Skipped ({0}):</source>
            <translation>تُخطّي ({0}):</translation>
        </message>
        <message>
            <source>  … and {0} more (main.py docs list --skipped)</source>
            <translation>  … و{0} أخرى (main.py docs list --skipped)</translation>
        </message>
        <message>
            <source>Right click the library (or press the Menu key) to follow links out of its folder.</source>
            <translation>انقر بالزر الأيمن على المكتبة (أو اضغط مفتاح القائمة) لاتّباع الروابط إلى خارج مجلدها.</translation>
        </message>
        <message>
            <source>Follow links out of this folder</source>
            <translation>اتّباع الروابط إلى خارج هذا المجلد</translation>
        </message>
        <message>
            <source>Index the files that symbolic links in this folder point to elsewhere on the computer</source>
            <translation>فهرسة الملفات التي تشير إليها الروابط الرمزية في هذا المجلد في مواضع أخرى من الحاسوب</translation>
        </message>
        <message>
            <source>Add a folder of documents</source>
            <translation>إضافة مجلد مستندات</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>استئناف</translation>
        </message>
    </context>
    <context>
        <name>DownloadsPanel</name>
        <message>
            <source>No downloads yet. Choose a model in Get models; downloads continue while you chat, and a paused one resumes where it stopped.</source>
            <translation>لا توجد تنزيلات بعد. اختر نموذجًا من «الحصول على نماذج»؛ تستمر التنزيلات أثناء الدردشة، والمتوقف منها مؤقتًا يُستأنف من حيث توقف.</translation>
        </message>
        <message>
            <source>Downloads</source>
            <translation>التنزيلات</translation>
        </message>
        <message>
            <source>Clear finished</source>
            <translation>مسح المكتملة</translation>
        </message>
        <message>
            <source>Clear finished downloads from the list</source>
            <translation>مسح التنزيلات المكتملة من القائمة</translation>
        </message>
    </context>
    <context>
        <name>EmbedderBuild</name>
        <message>
            <source>Documents search setup</source>
            <translation>تهيئة البحث في المستندات</translation>
        </message>
        <message>
            <source>Documents search setup step</source>
            <translation>خطوة تهيئة البحث في المستندات</translation>
        </message>
        <message>
            <source>Preparing document search (once): {0}</source>
            <translation>جارٍ تهيئة البحث في المستندات (مرة واحدة): {0}</translation>
        </message>
        <message>
            <source>Documents search setup progress</source>
            <translation>تقدّم تهيئة البحث في المستندات</translation>
        </message>
        <message>
            <source>Cancel setup</source>
            <translation>إلغاء التهيئة</translation>
        </message>
        <message>
            <source>Cancel the documents search setup</source>
            <translation>إلغاء تهيئة البحث في المستندات</translation>
        </message>
        <message>
            <source>Preparing document search (once, about a minute): your files are already searched by their words meanwhile.</source>
            <translation>جارٍ تهيئة البحث في المستندات (مرة واحدة، نحو دقيقة): في الأثناء يُبحث في ملفاتك بكلماتها.</translation>
        </message>
    </context>
    <context>
        <name>EmptyHint</name>
        <message>
            <source>Empty chat hint</source>
            <translation>تلميح الدردشة الفارغة</translation>
        </message>
    </context>
    <context>
        <name>ExportImport</name>
        <message>
            <source>Export conversation</source>
            <translation>تصدير المحادثة</translation>
        </message>
        <message>
            <source>Import conversation</source>
            <translation>استيراد محادثة</translation>
        </message>
        <message>
            <source>{0};;All files (*)</source>
            <translation>{0};;كل الملفات (*)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>تصدير</translation>
        </message>
        <message>
            <source>Include the model's thinking above its replies? It is folded in Markdown and HTML, and printed quieter in PDF. (The JSON export always keeps it.)</source>
            <translation>أتريد تضمين تفكير النموذج فوق ردوده؟ يكون مطويًّا في Markdown وHTML، ويُطبع بلون أخفت في PDF. (تصدير JSON يحتفظ به دائمًا.)</translation>
        </message>
        <message>
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>صفحة ويب (*.html)</translation>
        </message>
        <message>
            <source>Hearth conversation, every version (*.json)</source>
            <translation>محادثة Hearth بكل نسخها (*.json)</translation>
        </message>
        <message>
            <source>Conversation</source>
            <translation>المحادثة</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>فشل التصدير</translation>
        </message>
        <message>
            <source>This conversation can no longer be exported: {0}.</source>
            <translation>لم يعد ممكنًا تصدير هذه المحادثة: {0}.</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.

Choose another folder, or check that there is free space and that you may write there.</source>
            <translation>تعذّر على Hearth كتابة {0}: {1}.

اختر مجلدًا آخر، أو تحقق من وجود مساحة فارغة ومن أن لديك إذنًا بالكتابة هناك.</translation>
        </message>
        <message>
            <source>The conversation could not be exported: {0}.</source>
            <translation>تعذّر تصدير المحادثة: {0}.</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>فشل الاستيراد</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth conversation export.</source>
            <translation>حجم {0} أكبر من 200 ميغابايت؛ ليس محادثة مصدَّرة من Hearth.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>تعذّر على Hearth قراءة {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} is not a text file. Choose a .json file exported by Hearth.</source>
            <translation>{0} ليس ملفًا نصيًّا. اختر ملف ‎.json صدّره Hearth.</translation>
        </message>
        <message>
            <source>{0} is not valid JSON (line {1}, column {2}: {3}). Choose a .json file exported by Hearth.</source>
            <translation>{0} ليس JSON صالحًا (السطر {1}، العمود {2}: {3}). اختر ملف ‎.json صدّره Hearth.</translation>
        </message>
        <message>
            <source>{0} is nested too deeply to be a Hearth conversation export.</source>
            <translation>{0} متداخل بعمق لا يتناسب مع محادثة مصدَّرة من Hearth.</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>تعذّر استيراد {0}: {1}.</translation>
        </message>
        <message>
            <source>The conversation could not be saved: {0}.</source>
            <translation>تعذّر حفظ المحادثة: {0}.</translation>
        </message>
    </context>
    <context>
        <name>FirstRun</name>
        <message>
            <source>Open a model folder</source>
            <translation>فتح مجلد نموذج</translation>
        </message>
    </context>
    <context>
        <name>FirstRunScreen</name>
        <message>
            <source>Models chosen to run well on a computer like this one, or any ONNX chat model on Hugging Face. Downloads go on while you chat.</source>
            <translation>نماذج مختارة لتعمل جيدًا على حاسوب مثل هذا، أو أي نموذج دردشة ONNX على Hugging Face. تستمر التنزيلات أثناء الدردشة.</translation>
        </message>
        <message>
            <source>about {0}</source>
            <translation>نحو {0}</translation>
        </message>
        <message>
            <source> It should write {0}.</source>
            <translation> يُتوقع أن يكتب {0}.</translation>
        </message>
        <message>
            <source>It needs about {0} of the {1} of {2} here.{3}</source>
            <translation>يحتاج نحو {0} من {1} من {2} هنا.{3}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended for this computer: {0}&lt;/b&gt; ({1} download, runs on {2}). {3}</source>
            <translation>&lt;b&gt;مقترح لهذا الحاسوب: {0}&lt;/b&gt; (تنزيل بحجم {1}، يعمل على {2}). {3}</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>مرحبًا</translation>
        </message>
        <message>
            <source>Welcome to Hearth</source>
            <translation>مرحبًا بك في Hearth</translation>
        </message>
        <message>
            <source>Chat with language models that run on this computer. Nothing you type leaves it.
To begin, choose a model:</source>
            <translation>دردش مع نماذج لغوية تعمل على هذا الحاسوب. لا يغادره أي شيء تكتبه.
للبدء، اختر نموذجًا:</translation>
        </message>
        <message>
            <source>Use the demo model</source>
            <translation>استخدام النموذج التجريبي</translation>
        </message>
        <message>
            <source>Open a model folder…</source>
            <translation>فتح مجلد نموذج…</translation>
        </message>
        <message>
            <source>Open a model folder</source>
            <translation>فتح مجلد نموذج</translation>
        </message>
        <message>
            <source>A folder with an ONNX Runtime GenAI model (genai_config.json next to the model files).</source>
            <translation>مجلد فيه نموذج ONNX Runtime GenAI (الملف genai_config.json بجانب ملفات النموذج).</translation>
        </message>
        <message>
            <source>Browse and download models…</source>
            <translation>تصفّح النماذج وتنزيلها…</translation>
        </message>
        <message>
            <source>Browse and download models</source>
            <translation>تصفّح النماذج وتنزيلها</translation>
        </message>
        <message>
            <source>Open the Models window (Ctrl+M)</source>
            <translation>فتح نافذة «النماذج» (Ctrl+M)</translation>
        </message>
        <message>
            <source>Suggested model</source>
            <translation>نموذج مقترح</translation>
        </message>
        <message>
            <source>Demo model build progress</source>
            <translation>تقدّم بناء النموذج التجريبي</translation>
        </message>
        <message>
            <source>Demo model build step</source>
            <translation>خطوة بناء النموذج التجريبي</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message>
            <source>Cancel the demo model build</source>
            <translation>إلغاء بناء النموذج التجريبي</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>مشكلة</translation>
        </message>
        <message>
            <source>SmolLM2 135M Instruct: tiny and quick, good for trying Hearth out.</source>
            <translation>SmolLM2 135M Instruct: صغير جدًا وسريع، مناسب لتجربة Hearth.</translation>
        </message>
        <message>
            <source>It is ready on this computer.</source>
            <translation>إنه جاهز على هذا الحاسوب.</translation>
        </message>
        <message>
            <source>Built once on this computer the first time: a minute or two, longer while the computer is busy.</source>
            <translation>يُبنى مرة واحدة على هذا الحاسوب في المرة الأولى: دقيقة أو اثنتان، وأكثر إن كان الحاسوب مشغولًا.</translation>
        </message>
        <message>
            <source>Starting the demo model build…</source>
            <translation>جارٍ بدء بناء النموذج التجريبي…</translation>
        </message>
        <message>
            <source>{0} ({1} so far)</source>
            <translation>{0} ({1} حتى الآن)</translation>
        </message>
        <message>
            <source>The demo model build could not start (the Python interpreter was not found). Run  python main.py demo-model  in a terminal, then choose the demo model again.</source>
            <translation>تعذّر بدء بناء النموذج التجريبي (لم يُعثر على مفسّر Python). شغّل  python main.py demo-model  في طرفية، ثم اختر النموذج التجريبي مجددًا.</translation>
        </message>
        <message>
            <source>The demo model could not be built:
{0}

Check the message above, then try again, or open a model folder you already have.</source>
            <translation>تعذّر بناء النموذج التجريبي:
{0}

راجع الرسالة أعلاه ثم أعد المحاولة، أو افتح مجلد نموذج لديك.</translation>
        </message>
    </context>
    <context>
        <name>FitBadge</name>
        <message>
            <source>Fits</source>
            <translation>يتّسع</translation>
        </message>
        <message>
            <source>Tight fit</source>
            <translation>بالكاد</translation>
        </message>
        <message>
            <source>Won't fit</source>
            <translation>لا يتّسع</translation>
        </message>
        <message>
            <source>Fit unknown</source>
            <translation>الملاءمة غير معروفة</translation>
        </message>
        <message>
            <source>Fit: {0}</source>
            <translation>الملاءمة: {0}</translation>
        </message>
    </context>
    <context>
        <name>Grounding</name>
        <message numerus="yes">
            <source>%n passage(s) from your documents left out to fit the context.</source>
            <translation>
                <numerusform>لم يُسقط أي مقطع من مستنداتك.</numerusform>
                <numerusform>أُسقط مقطع واحد من مستنداتك ليتسع السياق.</numerusform>
                <numerusform>أُسقط مقطعان من مستنداتك ليتسع السياق.</numerusform>
                <numerusform>أُسقطت %n مقاطع من مستنداتك ليتسع السياق.</numerusform>
                <numerusform>أُسقط %n مقطعًا من مستنداتك ليتسع السياق.</numerusform>
                <numerusform>أُسقط %n مقطع من مستنداتك ليتسع السياق.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImageDialog</name>
        <message>
            <source>Image</source>
            <translation>صورة</translation>
        </message>
        <message>
            <source>This image could not be read.</source>
            <translation>تعذّرت قراءة هذه الصورة.</translation>
        </message>
    </context>
    <context>
        <name>ImageDraft</name>
        <message>
            <source>Images to send</source>
            <translation>صور للإرسال</translation>
        </message>
        <message numerus="yes">
            <source>A message can show the model at most %n image(s).</source>
            <translation>
                <numerusform>لا يمكن لرسالة أن تعرض على النموذج أي صورة.</numerusform>
                <numerusform>يمكن لرسالة أن تعرض على النموذج صورة واحدة على الأكثر.</numerusform>
                <numerusform>يمكن لرسالة أن تعرض على النموذج صورتين على الأكثر.</numerusform>
                <numerusform>يمكن لرسالة أن تعرض على النموذج %n صور على الأكثر.</numerusform>
                <numerusform>يمكن لرسالة أن تعرض على النموذج %n صورة على الأكثر.</numerusform>
                <numerusform>يمكن لرسالة أن تعرض على النموذج %n صورة على الأكثر.</numerusform>
            </translation>
        </message>
        <message>
            <source>The image could not be read ({error}).</source>
            <translation>تعذّرت قراءة الصورة ({error}).</translation>
        </message>
        <message>
            <source>{0} could not be read: {1}.</source>
            <translation>تعذّرت قراءة {0}: {1}.</translation>
        </message>
        <message>
            <source>pasted image</source>
            <translation>صورة ملصقة</translation>
        </message>
        <message>
            <source>{0}: click to leave it out</source>
            <translation>{0}: انقر لاستبعادها</translation>
        </message>
        <message>
            <source>Remove {0}</source>
            <translation>إزالة {0}</translation>
        </message>
        <message>
            <source>{0} of {1} images · {2} · sent with your next message</source>
            <translation>{0} من {1} صور · {2} · تُرسل مع رسالتك التالية</translation>
        </message>
    </context>
    <context>
        <name>ImageHtml</name>
        <message>
            <source>image</source>
            <translation>صورة</translation>
        </message>
        <message>
            <source>{0}: open the full image</source>
            <translation>{0}: فتح الصورة كاملة</translation>
        </message>
    </context>
    <context>
        <name>Images</name>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
            <translation>صور (*.png *.jpg *.jpeg *.webp *.gif)</translation>
        </message>
        <message>
            <source> (in the catalog: {0})</source>
            <translation> (في الفهرس: {0})</translation>
        </message>
        <message>
            <source>Image</source>
            <translation>صورة</translation>
        </message>
        <message>
            <source>Attach an image</source>
            <translation>إرفاق صورة</translation>
        </message>
        <message>
            <source>Show the model an image: PNG, JPEG, WebP or GIF, up to {0} a message (you can also paste or drop one here)</source>
            <translation>اعرض صورة على النموذج: PNG أو JPEG أو WebP أو GIF، حتى {0} في الرسالة (يمكنك أيضًا لصق صورة أو إفلاتها هنا)</translation>
        </message>
        <message>
            <source>{0} Click to see the models that do.</source>
            <translation>{0} انقر لترى النماذج التي تراها.</translation>
        </message>
        <message>
            <source>The model is still loading: images need a model that sees them.</source>
            <translation>ما زال النموذج قيد التحميل: تحتاج الصور إلى نموذج يراها.</translation>
        </message>
        <message>
            <source>No model is loaded: images need a model that sees them.</source>
            <translation>لم يُحمَّل أي نموذج: تحتاج الصور إلى نموذج يراها.</translation>
        </message>
        <message>
            <source>{0} does not see images: choose one marked "sees images"{1}.</source>
            <translation>{0} لا يرى الصور: اختر نموذجًا معلّمًا بـ «يرى الصور»{1}.</translation>
        </message>
        <message>
            <source>Show models</source>
            <translation>عرض النماذج</translation>
        </message>
        <message>
            <source>Show the model an image</source>
            <translation>عرض صورة على النموذج</translation>
        </message>
    </context>
    <context>
        <name>Incognito</name>
        <message>
            <source>New in&amp;cognito chat</source>
            <translation>&amp;دردشة خفية جديدة</translation>
        </message>
        <message>
            <source>A chat that uses no memory and is deleted when you leave it</source>
            <translation>دردشة لا تستخدم الذاكرة وتُحذف عندما تغادرها</translation>
        </message>
        <message>
            <source>Incognito chat: it uses no memory and is deleted for good when you leave it or quit Hearth.</source>
            <translation>دردشة خفية: لا تستخدم الذاكرة وتُحذف نهائيًا عندما تغادرها أو تُغلق Hearth.</translation>
        </message>
        <message>
            <source>Incognito — {0}</source>
            <translation>خفي — {0}</translation>
        </message>
    </context>
    <context>
        <name>InstalledHooks</name>
        <message>
            <source>The models folder can't be changed here.</source>
            <translation>لا يمكن تغيير مجلد النماذج هنا.</translation>
        </message>
    </context>
    <context>
        <name>InstalledModels</name>
        <message>
            <source>Import a model folder</source>
            <translation>استيراد مجلد نموذج</translation>
        </message>
        <message>
            <source>Import a model</source>
            <translation>استيراد نموذج</translation>
        </message>
        <message>
            <source>Copy {0} into Hearth's models folder, or use it where it is?</source>
            <translation>أتنسخ {0} إلى مجلد نماذج Hearth، أم تستخدمه في مكانه؟</translation>
        </message>
        <message>
            <source>A copy is independent of the original. Using it in place saves the disk space, but the model stops working if the folder is moved or deleted.</source>
            <translation>النسخة مستقلة عن الأصل. استخدامه في مكانه يوفّر مساحة القرص، لكن النموذج يتوقف عن العمل إن نُقل المجلد أو حُذف.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>Use in place</source>
            <translation>استخدامه في مكانه</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>اختيار مجلد النماذج</translation>
        </message>
    </context>
    <context>
        <name>InstalledModelsPanel</name>
        <message>
            <source>linked: {0}</source>
            <translation>مرتبط: {0}</translation>
        </message>
        <message>
            <source>imported</source>
            <translation>مستورَد</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>مجلد النماذج</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>تغيير…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>تغيير مجلد النماذج</translation>
        </message>
        <message>
            <source>Installed models</source>
            <translation>النماذج المثبّتة</translation>
        </message>
        <message>
            <source>No models installed yet. Download one under Get models, or import a folder that holds an ONNX Runtime GenAI model.</source>
            <translation>لا توجد نماذج مثبّتة بعد. نزّل واحدًا من «الحصول على نماذج»، أو استورد مجلدًا فيه نموذج ONNX Runtime GenAI.</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>استخدام</translation>
        </message>
        <message>
            <source>Chat with the selected model</source>
            <translation>الدردشة مع النموذج المحدد</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>حذف…</translation>
        </message>
        <message>
            <source>Delete the selected model</source>
            <translation>حذف النموذج المحدد</translation>
        </message>
        <message>
            <source>Show in file manager</source>
            <translation>إظهار في مدير الملفات</translation>
        </message>
        <message>
            <source>Show the selected model's folder in the file manager</source>
            <translation>إظهار مجلد النموذج المحدد في مدير الملفات</translation>
        </message>
        <message>
            <source>Import folder…</source>
            <translation>استيراد مجلد…</translation>
        </message>
        <message>
            <source>Import a model folder from disk</source>
            <translation>استيراد مجلد نموذج من القرص</translation>
        </message>
        <message>
            <source>Installed models status</source>
            <translation>حالة النماذج المثبّتة</translation>
        </message>
        <message>
            <source>Models folder: {0}</source>
            <translation>مجلد النماذج: {0}</translation>
        </message>
        <message>
            <source>the demo model (built in)</source>
            <translation>النموذج التجريبي (مدمج)</translation>
        </message>
        <message>
            <source>In use</source>
            <translation>قيد الاستخدام</translation>
        </message>
        <message>
            <source>in place</source>
            <translation>في مكانه</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(جذر المستودع)</translation>
        </message>
        <message>
            <source>Remove {0} from Hearth? Its files in {1} are kept; no space is freed.</source>
            <translation>أتزيل {0} من Hearth؟ تبقى ملفاته في {1}؛ ولا تُحرَّر أي مساحة.</translation>
        </message>
        <message>
            <source>Delete {0}? This frees {1} of disk space; downloading it again takes as long as the first time.</source>
            <translation>أتحذف {0}؟ يحرّر هذا {1} من مساحة القرص؛ وإعادة تنزيله تستغرق ما استغرقته المرة الأولى.</translation>
        </message>
        <message>
            <source>{0} is loaded and answering in the chat now. Hearth unloads it first.</source>
            <translation>{0} محمَّل ويجيب في الدردشة الآن. سيُفرّغه Hearth أولًا.</translation>
        </message>
        <message>
            <source>Delete model</source>
            <translation>حذف النموذج</translation>
        </message>
        <message>
            <source>Cannot delete the model</source>
            <translation>لا يمكن حذف النموذج</translation>
        </message>
        <message>
            <source>{0} could not be deleted ({1}). It may be in use: load another model, then try again.</source>
            <translation>تعذّر حذف {0} ({1}). ربما كان قيد الاستخدام: حمّل نموذجًا آخر ثم أعد المحاولة.</translation>
        </message>
        <message>
            <source>Deleted {0}; freed {1}.</source>
            <translation>حُذف {0}؛ وتحرّرت {1}.</translation>
        </message>
        <message>
            <source>Removed {0} from Hearth; its files were kept.</source>
            <translation>أُزيل {0} من Hearth؛ وبقيت ملفاته.</translation>
        </message>
        <message>
            <source>No file manager could open {0}.</source>
            <translation>لم يتمكن أي مدير ملفات من فتح {0}.</translation>
        </message>
        <message>
            <source>Checking {0} and test-loading it (this can take a minute for a big model)…</source>
            <translation>جارٍ فحص {0} وتحميله تجريبيًا (قد يستغرق ذلك دقيقة لنموذج كبير)…</translation>
        </message>
        <message>
            <source>Linked {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>رُبط {0}؛ وقد حُمّل وولّد رمزًا. حدّده واضغط «استخدام» للدردشة.</translation>
        </message>
        <message>
            <source>Imported {0}; it loaded and generated a token. Select it and press Use to chat.</source>
            <translation>استُورد {0}؛ وقد حُمّل وولّد رمزًا. حدّده واضغط «استخدام» للدردشة.</translation>
        </message>
        <message>
            <source>Cannot change the models folder</source>
            <translation>لا يمكن تغيير مجلد النماذج</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are; import them from there to use them again.</source>
            <translation>تبقى النماذج في المجلد السابق في مكانها؛ استوردها من هناك لتستخدمها مجددًا.</translation>
        </message>
    </context>
    <context>
        <name>JobRow</name>
        <message>
            <source>State of {0}</source>
            <translation>حالة {0}</translation>
        </message>
        <message>
            <source>Download progress of {0}</source>
            <translation>تقدّم تنزيل {0}</translation>
        </message>
        <message>
            <source>File being downloaded for {0}</source>
            <translation>الملف الجاري تنزيله لـ {0}</translation>
        </message>
        <message>
            <source>Progress of the current file of {0}</source>
            <translation>تقدّم الملف الحالي لـ {0}</translation>
        </message>
        <message>
            <source>Speed and time left for {0}</source>
            <translation>السرعة والوقت المتبقي لـ {0}</translation>
        </message>
        <message>
            <source>Problem with {0}</source>
            <translation>مشكلة في {0}</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>إيقاف مؤقت</translation>
        </message>
        <message>
            <source>Pause the download of {0}</source>
            <translation>إيقاف تنزيل {0} مؤقتًا</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>استئناف</translation>
        </message>
        <message>
            <source>Resume the download of {0}</source>
            <translation>استئناف تنزيل {0}</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>إعادة المحاولة</translation>
        </message>
        <message>
            <source>Retry the download of {0}</source>
            <translation>إعادة محاولة تنزيل {0}</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files</source>
            <translation>إلغاء تنزيل {0} وحذف ملفاته الجزئية</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>استخدام</translation>
        </message>
        <message>
            <source>Chat with {0}</source>
            <translation>الدردشة مع {0}</translation>
        </message>
        <message>
            <source>Starting…</source>
            <translation>جارٍ البدء…</translation>
        </message>
        <message>
            <source>{0} of {1} ({2:.0f} %)</source>
            <translation>{0} من {1} ({2:.0f} %)</translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} من {1}</translation>
        </message>
        <message>
            <source>{0} (file {1} of {2})</source>
            <translation>{0} (الملف {1} من {2})</translation>
        </message>
        <message>
            <source>{0}/s</source>
            <translation>{0}/ث</translation>
        </message>
        <message>
            <source>Measuring speed…</source>
            <translation>جارٍ قياس السرعة…</translation>
        </message>
        <message>
            <source>{0} left</source>
            <translation>متبقٍّ {0}</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>لم يبدأ</translation>
        </message>
        <message>
            <source>{0} installed as {1}</source>
            <translation>{0} مثبّت باسم {1}</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>ملغى</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>في الانتظار</translation>
        </message>
        <message>
            <source>Downloading</source>
            <translation>جارٍ التنزيل</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>متوقف مؤقتًا</translation>
        </message>
        <message>
            <source>Installed</source>
            <translation>مثبّت</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>فشل</translation>
        </message>
        <message>
            <source>(whole repository)</source>
            <translation>(المستودع كاملًا)</translation>
        </message>
        <message>
            <source> ({0} so far)</source>
            <translation> ({0} حتى الآن)</translation>
        </message>
        <message>
            <source>; Pause keeps them</source>
            <translation>؛ «الإيقاف المؤقت» يحتفظ بها</translation>
        </message>
        <message>
            <source>Cancel the download of {0} and delete its partial files{1}? Retry then starts from the beginning{2}.</source>
            <translation>أتلغي تنزيل {0} وتحذف ملفاته الجزئية{1}؟ عندها تبدأ «إعادة المحاولة» من البداية{2}.</translation>
        </message>
        <message>
            <source>Cancel download?</source>
            <translation>أتلغي التنزيل؟</translation>
        </message>
        <message>
            <source>Delete download</source>
            <translation>حذف التنزيل</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>إبقاء</translation>
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
            <translation>المنطقة الرئيسية</translation>
        </message>
        <message>
            <source>Window panes</source>
            <translation>أجزاء النافذة</translation>
        </message>
        <message>
            <source>No model loaded (ejected)</source>
            <translation>لم يُحمَّل أي نموذج (أُخرج)</translation>
        </message>
        <message>
            <source>“{0}” was deleted for good.</source>
            <translation>حُذفت «{0}» نهائيًا.</translation>
        </message>
        <message>
            <source>“{0}” was deleted.</source>
            <translation>حُذفت «{0}».</translation>
        </message>
        <message>
            <source>There is nothing to export yet: open a conversation first.</source>
            <translation>لا يوجد ما يُصدَّر بعد: افتح محادثة أولًا.</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>صُدّرت إلى {0}</translation>
        </message>
        <message>
            <source>Imported “{0}”.</source>
            <translation>استُوردت «{0}».</translation>
        </message>
        <message>
            <source>Engine stopped</source>
            <translation>توقف المحرّك</translation>
        </message>
        <message>
            <source>The model could not be loaded. {0}</source>
            <translation>تعذّر تحميل النموذج. {0}</translation>
        </message>
        <message>
            <source>{0} {1} is still loaded.</source>
            <translation>{0} ما زال {1} محمَّلًا.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>لا يوجد نموذج محمَّل</translation>
        </message>
        <message>
            <source>Choose a model…</source>
            <translation>اختيار نموذج…</translation>
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
            <translation>نص</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>نسخ الرمز البرمجي</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>Image: {0}</source>
            <translation>صورة: {0}</translation>
        </message>
        <message>
            <source>(no description)</source>
            <translation>(بلا وصف)</translation>
        </message>
    </context>
    <context>
        <name>Memory</name>
        <message numerus="yes">
            <source>Used %n memory(s)</source>
            <translation>
                <numerusform>لم تُستخدم ذكريات</numerusform>
                <numerusform>استُخدمت ذكرى واحدة</numerusform>
                <numerusform>استُخدمت ذكريان</numerusform>
                <numerusform>استُخدمت %n ذكريات</numerusform>
                <numerusform>استُخدمت %n ذكرى</numerusform>
                <numerusform>استُخدمت %n ذكرى</numerusform>
            </translation>
        </message>
        <message>
            <source>Hide the memories this reply was given</source>
            <translation>إخفاء الذكريات التي أُعطيت لهذا الرد</translation>
        </message>
        <message>
            <source>Show the memories this reply was given (Memory → Memories… edits them)</source>
            <translation>عرض الذكريات التي أُعطيت لهذا الرد (تُعدَّل من الذاكرة ← الذكريات…)</translation>
        </message>
        <message>
            <source>Me&amp;mory</source>
            <translation>ال&amp;ذاكرة</translation>
        </message>
        <message>
            <source>&amp;Remember…</source>
            <translation>&amp;تذكّر…</translation>
        </message>
        <message>
            <source>Write down something every chat should know about you</source>
            <translation>دوّن شيئًا يجب أن تعرفه كل دردشة عنك</translation>
        </message>
        <message>
            <source>&amp;Memories…</source>
            <translation>ال&amp;ذكريات…</translation>
        </message>
        <message>
            <source>Use memory in &amp;this chat</source>
            <translation>استخدام الذاكرة في هذه ال&amp;دردشة</translation>
        </message>
        <message>
            <source>Use memory in &amp;every chat</source>
            <translation>استخدام الذاكرة في &amp;كل الدردشات</translation>
        </message>
    </context>
    <context>
        <name>MemoryPanel</name>
        <message>
            <source>Memories</source>
            <translation>الذكريات</translation>
        </message>
        <message>
            <source>Facts Hearth gives the model when they matter to what you ask, in every chat with memory on. They stay on this computer. Untick one to keep it without using it.</source>
            <translation>حقائق يعطيها Hearth للنموذج حين تهمّ ما تسأل عنه، في كل دردشة تكون الذاكرة فيها مفعّلة. تبقى على هذا الحاسوب. ألغِ تحديد إحداها لتحتفظ بها دون استخدامها.</translation>
        </message>
        <message>
            <source>Something to remember, e.g. I write Python on Linux</source>
            <translation>شيء يُتذكَّر، مثلًا: أكتب بلغة Python على Linux</translation>
        </message>
        <message>
            <source>New memory</source>
            <translation>ذكرى جديدة</translation>
        </message>
        <message>
            <source>&amp;Remember</source>
            <translation>&amp;تذكّر</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>ت&amp;عديل</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;حذف</translation>
        </message>
        <message>
            <source>&amp;Forget everything…</source>
            <translation>&amp;نسيان الكل…</translation>
        </message>
        <message>
            <source>E&amp;xport…</source>
            <translation>ت&amp;صدير…</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>است&amp;يراد…</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s).</source>
            <translation>
                <numerusform>لا ذكريات.</numerusform>
                <numerusform>ذكرى واحدة.</numerusform>
                <numerusform>ذكريان.</numerusform>
                <numerusform>%n ذكريات.</numerusform>
                <numerusform>%n ذكرى.</numerusform>
                <numerusform>%n ذكرى.</numerusform>
            </translation>
        </message>
        <message>
            <source>No memories yet.</source>
            <translation>لا ذكريات بعد.</translation>
        </message>
        <message>
            <source>Proposed by the model; you allowed it</source>
            <translation>اقترحه النموذج؛ وقد سمحت به</translation>
        </message>
        <message>
            <source>Only for the chats of the project {0}</source>
            <translation>لدردشات المشروع {0} فقط</translation>
        </message>
        <message>
            <source>Memory not changed</source>
            <translation>لم تُغيَّر الذكرى</translation>
        </message>
        <message>
            <source>Forget everything?</source>
            <translation>نسيان الكل؟</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n memory(s) for good? Replies already written keep their text.</source>
            <translation>
                <numerusform>حذف كل الذكريات نهائيًا؟ تحتفظ الردود المكتوبة بنصها.</numerusform>
                <numerusform>حذف الذكرى الوحيدة نهائيًا؟ تحتفظ الردود المكتوبة بنصها.</numerusform>
                <numerusform>حذف الذكريين نهائيًا؟ تحتفظ الردود المكتوبة بنصها.</numerusform>
                <numerusform>حذف الذكريات الـ %n نهائيًا؟ تحتفظ الردود المكتوبة بنصها.</numerusform>
                <numerusform>حذف %n ذكرى نهائيًا؟ تحتفظ الردود المكتوبة بنصها.</numerusform>
                <numerusform>حذف %n ذكرى نهائيًا؟ تحتفظ الردود المكتوبة بنصها.</numerusform>
            </translation>
        </message>
        <message>
            <source>Forget everything</source>
            <translation>نسيان الكل</translation>
        </message>
        <message>
            <source>Export memories</source>
            <translation>تصدير الذكريات</translation>
        </message>
        <message>
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <source>Memories not exported</source>
            <translation>لم تُصدَّر الذكريات</translation>
        </message>
        <message>
            <source>Import memories</source>
            <translation>استيراد الذكريات</translation>
        </message>
        <message>
            <source>Memories not imported</source>
            <translation>لم تُستورد الذكريات</translation>
        </message>
        <message numerus="yes">
            <source>%n memory(s) added.</source>
            <translation>
                <numerusform>لم تُضف أي ذكرى.</numerusform>
                <numerusform>أُضيفت ذكرى واحدة.</numerusform>
                <numerusform>أُضيفت ذكريان.</numerusform>
                <numerusform>أُضيفت %n ذكريات.</numerusform>
                <numerusform>أُضيفت %n ذكرى.</numerusform>
                <numerusform>أُضيفت %n ذكرى.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MessageHtml</name>
        <message>
            <source>Interrupted: the app closed before this reply was finished.</source>
            <translation>مقطوع: أُغلق التطبيق قبل أن يكتمل هذا الرد.</translation>
        </message>
        <message>
            <source>Stopped before the end.</source>
            <translation>توقف قبل النهاية.</translation>
        </message>
        <message>
            <source>This reply failed.</source>
            <translation>فشل هذا الرد.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>أنت</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>المساعد</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>موجّه النظام</translation>
        </message>
        <message>
            <source>Attached: {0}</source>
            <translation>مرفق: {0}</translation>
        </message>
        <message numerus="yes">
            <source> · %Ln passage(s) left out to fit the context</source>
            <translation>
                <numerusform> · لم يُستبعد أي مقطع</numerusform>
                <numerusform> · استُبعد مقطع واحد ليتّسع السياق</numerusform>
                <numerusform> · استُبعد مقطعان ليتّسع السياق</numerusform>
                <numerusform> · استُبعدت %Ln مقاطع ليتّسع السياق</numerusform>
                <numerusform> · استُبعد %Ln مقطعًا ليتّسع السياق</numerusform>
                <numerusform> · استُبعد %Ln مقطع ليتّسع السياق</numerusform>
            </translation>
        </message>
        <message>
            <source>Sources: {0}</source>
            <translation>المصادر: {0}</translation>
        </message>
        <message>
            <source>Tool call &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;→ {3}</source>
            <translation>استدعاء أداة &lt;b&gt;{0}&lt;/b&gt; &lt;code&gt;{1}&lt;/code&gt; · {2}&lt;br&gt;&amp;nbsp;&amp;nbsp;&amp;nbsp;← {3}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln line(s)</source>
            <translation>
                <numerusform>لا أسطر</numerusform>
                <numerusform>سطر واحد</numerusform>
                <numerusform>سطران</numerusform>
                <numerusform>%Ln أسطر</numerusform>
                <numerusform>%Ln سطرًا</numerusform>
                <numerusform>%Ln سطر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln character(s)</source>
            <translation>
                <numerusform>لا أحرف</numerusform>
                <numerusform>حرف واحد</numerusform>
                <numerusform>حرفان</numerusform>
                <numerusform>%Ln أحرف</numerusform>
                <numerusform>%Ln حرفًا</numerusform>
                <numerusform>%Ln حرف</numerusform>
            </translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>عرض الكل</translation>
        </message>
        <message>
            <source>Show the whole message</source>
            <translation>عرض الرسالة كاملة</translation>
        </message>
        <message>
            <source>Show less</source>
            <translation>عرض أقل</translation>
        </message>
        <message>
            <source>Fold the message again</source>
            <translation>طيّ الرسالة مجددًا</translation>
        </message>
        <message>
            <source>Folded: {0}</source>
            <translation>مطويّة: {0}</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>Copy this message</source>
            <translation>نسخ هذه الرسالة</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>تعديل</translation>
        </message>
        <message>
            <source>Edit this message and send it again</source>
            <translation>تعديل هذه الرسالة وإرسالها مجددًا</translation>
        </message>
        <message>
            <source>Regenerate</source>
            <translation>إعادة التوليد</translation>
        </message>
        <message>
            <source>Write this reply again</source>
            <translation>كتابة هذا الرد مجددًا</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>متابعة</translation>
        </message>
        <message>
            <source>Go on from where the reply stopped</source>
            <translation>المتابعة من حيث توقف الرد</translation>
        </message>
        <message>
            <source>Previous version</source>
            <translation>النسخة السابقة</translation>
        </message>
        <message>
            <source>Next version</source>
            <translation>النسخة التالية</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>إخفاء التفاصيل</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>التفاصيل</translation>
        </message>
        <message>
            <source>How this reply was made: device, sampling, prompt and speed</source>
            <translation>كيف صُنع هذا الرد: الجهاز وأخذ العينات والموجّه والسرعة</translation>
        </message>
        <message>
            <source>writing…</source>
            <translation>يكتب…</translation>
        </message>
        <message>
            <source>This reply failed: {0}</source>
            <translation>فشل هذا الرد: {0}</translation>
        </message>
    </context>
    <context>
        <name>ModelBuild</name>
        <message>
            <source>Working</source>
            <translation>جارٍ العمل</translation>
        </message>
    </context>
    <context>
        <name>ModelChoice</name>
        <message>
            <source>fits in memory</source>
            <translation>يتّسع في الذاكرة</translation>
        </message>
        <message>
            <source>tight fit: close other apps</source>
            <translation>بالكاد: أغلق التطبيقات الأخرى</translation>
        </message>
        <message>
            <source>probably too big here</source>
            <translation>على الأرجح أكبر مما يتّسع هنا</translation>
        </message>
        <message>
            <source>Demo model (SmolLM2 135M, offline)</source>
            <translation>النموذج التجريبي (SmolLM2 135M، دون اتصال)</translation>
        </message>
        <message>
            <source>runs on {0} — {1}</source>
            <translation>يعمل على {0} — {1}</translation>
        </message>
        <message>
            <source>this computer ({0})</source>
            <translation>هذا الحاسوب ({0})</translation>
        </message>
        <message>
            <source>Off: {0}.</source>
            <translation>معطّل: {0}.</translation>
        </message>
        <message>
            <source>{0:,} tokens of context</source>
            <translation>{0:,} رمز من السياق</translation>
        </message>
    </context>
    <context>
        <name>ModelFormat</name>
        <message>
            <source>Answers well in {0}.</source>
            <translation>يجيب جيدًا بـ{0}.</translation>
        </message>
        <message>
            <source>Answers best in English; weak in {0}.</source>
            <translation>يجيب أفضل بالإنجليزية؛ وضعيف بـ{0}.</translation>
        </message>
        <message>
            <source>{0} s</source>
            <translation>{0} ث</translation>
        </message>
        <message>
            <source>about {0} min</source>
            <translation>نحو {0} د</translation>
        </message>
        <message>
            <source>{0} h {1} min</source>
            <translation>{0} س {1} د</translation>
        </message>
        <message>
            <source>{0}M</source>
            <translation>{0} مليون</translation>
        </message>
        <message>
            <source>{0}k</source>
            <translation>{0} ألف</translation>
        </message>
        <message>
            <source>{0}B</source>
            <translation>{0} مليار</translation>
        </message>
    </context>
    <context>
        <name>ModelInfo</name>
        <message>
            <source>Runs on {0}.</source>
            <translation>يعمل على {0}.</translation>
        </message>
        <message>
            <source>Runs on {0}: {1}.</source>
            <translation>يعمل على {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} failed: {1}</source>
            <translation>فشل {0}: {1}</translation>
        </message>
        <message>
            <source>{0} not used: {1}</source>
            <translation>لم يُستخدم {0}: {1}</translation>
        </message>
    </context>
    <context>
        <name>ModelPicker</name>
        <message>
            <source>Most downloaded</source>
            <translation>الأكثر تنزيلًا</translation>
        </message>
        <message>
            <source>Recently updated</source>
            <translation>المحدّثة مؤخرًا</translation>
        </message>
        <message>
            <source>Network features are off</source>
            <translation>ميزات الشبكة معطّلة</translation>
        </message>
        <message>
            <source>Search Hugging Face for ONNX chat models, e.g. phi, qwen, llama</source>
            <translation>ابحث في Hugging Face عن نماذج دردشة ONNX، مثل phi وqwen وllama</translation>
        </message>
        <message>
            <source>Search Hugging Face</source>
            <translation>البحث في Hugging Face</translation>
        </message>
        <message>
            <source>Sort results by</source>
            <translation>ترتيب النتائج حسب</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>بحث</translation>
        </message>
        <message>
            <source>← Catalog</source>
            <translation>→ الفهرس</translation>
        </message>
        <message>
            <source>Back to the curated models</source>
            <translation>العودة إلى النماذج المختارة</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>نتائج البحث</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>حالة البحث</translation>
        </message>
        <message>
            <source>Load more</source>
            <translation>تحميل المزيد</translation>
        </message>
        <message>
            <source>Load more search results</source>
            <translation>تحميل المزيد من نتائج البحث</translation>
        </message>
        <message>
            <source>Show variants…</source>
            <translation>عرض النسخ…</translation>
        </message>
        <message>
            <source>Show the variants of the selected repository</source>
            <translation>عرض نسخ المستودع المحدد</translation>
        </message>
        <message>
            <source>Work offline</source>
            <translation>العمل دون اتصال</translation>
        </message>
        <message>
            <source>Turn on offline mode: Hearth stops trying to reach the hub</source>
            <translation>تشغيل وضع عدم الاتصال: يتوقف Hearth عن محاولة الوصول إلى المستودع</translation>
        </message>
        <message>
            <source>Searching and downloading are turned off: {0}. The curated list below works offline; models already installed keep working.</source>
            <translation>البحث والتنزيل معطّلان: {0}. تعمل القائمة المختارة أدناه دون اتصال؛ وتظل النماذج المثبّتة تعمل.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>غير متاح: {0}.</translation>
        </message>
        <message>
            <source> Gated: accept its licence on huggingface.co and add your access token under {0} first.</source>
            <translation> وصول مقيّد: اقبل ترخيصه على huggingface.co وأضف رمز الوصول في {0} أولًا.</translation>
        </message>
        <message>
            <source>{0} Licence: {1}.{2}</source>
            <translation>{0} الترخيص: {1}.{2}</translation>
        </message>
        <message>
            <source>Results for “{0}”</source>
            <translation>نتائج «{0}»</translation>
        </message>
        <message>
            <source>All ONNX chat models</source>
            <translation>كل نماذج دردشة ONNX</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>جارٍ البحث…</translation>
        </message>
        <message>
            <source>Loading more…</source>
            <translation>جارٍ تحميل المزيد…</translation>
        </message>
        <message>
            <source>No ONNX chat model matches. Try fewer or other words.</source>
            <translation>لا يطابق أي نموذج دردشة ONNX. جرّب كلمات أقل أو مختلفة.</translation>
        </message>
        <message>
            <source> More on the hub.</source>
            <translation> المزيد في المستودع.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln model(s) shown.{0}</source>
            <translation>
                <numerusform>لا نماذج معروضة.{0}</numerusform>
                <numerusform>نموذج واحد معروض.{0}</numerusform>
                <numerusform>نموذجان معروضان.{0}</numerusform>
                <numerusform>%Ln نماذج معروضة.{0}</numerusform>
                <numerusform>%Ln نموذجًا معروضًا.{0}</numerusform>
                <numerusform>%Ln نموذج معروض.{0}</numerusform>
            </translation>
        </message>
        <message>
            <source>gated</source>
            <translation>وصول مقيّد</translation>
        </message>
        <message numerus="yes">
            <source> Listed: the %n curated model(s) that match.</source>
            <translation>
                <numerusform> لا توجد نماذج مختارة مطابقة.</numerusform>
                <numerusform> المعروض: النموذج المختار الوحيد المطابق.</numerusform>
                <numerusform> المعروض: النموذجان المختاران المطابقان.</numerusform>
                <numerusform> المعروض: النماذج المختارة الـ%n المطابقة.</numerusform>
                <numerusform> المعروض: الـ%n نموذجًا مختارًا المطابقة.</numerusform>
                <numerusform> المعروض: الـ%n نموذج مختار المطابقة.</numerusform>
            </translation>
        </message>
        <message>
            <source> No curated model matches.</source>
            <translation> لا يطابق أي نموذج مختار.</translation>
        </message>
        <message>
            <source>in Hearth's curated list</source>
            <translation>في قائمة Hearth المختارة</translation>
        </message>
    </context>
    <context>
        <name>ModelSwitcher</name>
        <message>
            <source>Send your messages to another computer?</source>
            <translation>أترسل رسائلك إلى حاسوب آخر؟</translation>
        </message>
        <message>
            <source>{0} runs on {1}. Everything you send in a chat with it — your messages, the conversation before them and the system prompt — leaves this computer and is processed there.

Send messages to {1}?</source>
            <translation>يعمل {0} على {1}. كل ما ترسله في دردشة معه — رسائلك والمحادثة التي سبقتها وموجّه النظام — يغادر هذا الحاسوب ويُعالَج هناك.

أترسل الرسائل إلى {1}؟</translation>
        </message>
        <message>
            <source>Add a remote server</source>
            <translation>إضافة خادم بعيد</translation>
        </message>
        <message>
            <source>optional: a name for it</source>
            <translation>اختياري: اسم له</translation>
        </message>
        <message>
            <source>optional: kept in your system's keyring</source>
            <translation>اختياري: يُحفظ في سلسلة مفاتيح نظامك</translation>
        </message>
        <message>
            <source>Server address</source>
            <translation>عنوان الخادم</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>الاسم</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>مفتاح API</translation>
        </message>
        <message>
            <source>Any server that speaks OpenAI's chat API: vLLM, llama.cpp's server, Ollama, LM Studio, Foundry Local, or another Hearth's `serve`.</source>
            <translation>أي خادم يدعم واجهة دردشة OpenAI: ‏vLLM أو خادم llama.cpp أو Ollama أو LM Studio أو Foundry Local أو ‏`serve` في Hearth آخر.</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>العنوان:</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>الاسم:</translation>
        </message>
        <message>
            <source>API key:</source>
            <translation>مفتاح API:</translation>
        </message>
        <message>
            <source>Model picker</source>
            <translation>منتقي النموذج</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>النموذج</translation>
        </message>
        <message>
            <source>Choose the model for this chat (Ctrl+L)</source>
            <translation>اختيار نموذج هذه الدردشة (Ctrl+L)</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>النماذج</translation>
        </message>
        <message>
            <source>Where the model runs</source>
            <translation>أين يعمل النموذج</translation>
        </message>
        <message>
            <source>Eject</source>
            <translation>إخراج</translation>
        </message>
        <message>
            <source>Eject the model</source>
            <translation>إخراج النموذج</translation>
        </message>
        <message>
            <source>Unload the model and give its memory back</source>
            <translation>تفريغ النموذج وتحرير ذاكرته</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>جارٍ تحميل {0}…</translation>
        </message>
        <message>
            <source>Cannot add the server</source>
            <translation>لا يمكن إضافة الخادم</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>لا يوجد نموذج محمَّل</translation>
        </message>
        <message>
            <source>Runs on {0} — {1}</source>
            <translation>يعمل على {0} — {1}</translation>
        </message>
        <message>
            <source>{0} is served by another program on this computer ({1}): what you send goes to it, not to Hearth's engine.</source>
            <translation>يقدّم {0} برنامجٌ آخر على هذا الحاسوب ({1}): ما ترسله يذهب إليه، لا إلى محرّك Hearth.</translation>
        </message>
        <message>
            <source>{0} is not on this computer: what you send is processed on {1}.</source>
            <translation>{0} ليس على هذا الحاسوب: ما ترسله يُعالَج على {1}.</translation>
        </message>
        <message>
            <source>{0} cannot run {1} here{2}: it runs on the {3}.</source>
            <translation>لا يستطيع {0} تشغيل {1} هنا{2}: يعمل على {3}.</translation>
        </message>
        <message>
            <source>Let Hearth choose</source>
            <translation>دع Hearth يختار</translation>
        </message>
        <message>
            <source>On this computer</source>
            <translation>على هذا الحاسوب</translation>
        </message>
        <message>
            <source>No models yet: get one in the Models window</source>
            <translation>لا توجد نماذج بعد: احصل على واحد من نافذة «النماذج»</translation>
        </message>
        <message>
            <source>Remote servers</source>
            <translation>الخوادم البعيدة</translation>
        </message>
        <message>
            <source>Add a remote server…</source>
            <translation>إضافة خادم بعيد…</translation>
        </message>
        <message>
            <source>Eject the model (free its memory)</source>
            <translation>إخراج النموذج (تحرير ذاكرته)</translation>
        </message>
        <message>
            <source>Manage models…</source>
            <translation>إدارة النماذج…</translation>
        </message>
        <message>
            <source>It sees images and thinks.</source>
            <translation>يرى الصور ويفكّر.</translation>
        </message>
        <message>
            <source>It sees images.</source>
            <translation>يرى الصور.</translation>
        </message>
        <message>
            <source>It thinks.</source>
            <translation>يفكّر.</translation>
        </message>
        <message>
            <source>It answers in text: it does not think first nor see images.</source>
            <translation>يجيب نصًا: لا يفكّر أولًا ولا يرى الصور.</translation>
        </message>
        <message>
            <source>Run {0} on</source>
            <translation>تشغيل {0} على</translation>
        </message>
        <message>
            <source>Automatic (Hearth chooses)</source>
            <translation>تلقائي (يختار Hearth)</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>فشل</translation>
        </message>
        <message>
            <source>Failed: {0}</source>
            <translation>فشل: {0}</translation>
        </message>
        <message>
            <source>Enable {0} (about {1} download)…</source>
            <translation>تفعيل {0} (تنزيل بنحو {1})…</translation>
        </message>
        <message>
            <source> {0} is loaded now.</source>
            <translation> {0} محمَّل الآن.</translation>
        </message>
        <message>
            <source>This chat was answered by {0}, which is no longer available.{1}</source>
            <translation>أجاب عن هذه الدردشة {0}، ولم يعد متاحًا.{1}</translation>
        </message>
        <message>
            <source>This chat was answered by {0}.{1}</source>
            <translation>أجاب عن هذه الدردشة {0}.{1}</translation>
        </message>
        <message>
            <source>Load {0}</source>
            <translation>تحميل {0}</translation>
        </message>
        <message numerus="yes">
            <source>Added {0} ({1}): it offers %Ln model(s). Choose one in the model picker at the top (Ctrl+L).</source>
            <translation>
                <numerusform>أُضيف {0} ({1}): لا يقدّم أي نموذج.</numerusform>
                <numerusform>أُضيف {0} ({1}): يقدّم نموذجًا واحدًا. اختره من منتقي النموذج في الأعلى (Ctrl+L).</numerusform>
                <numerusform>أُضيف {0} ({1}): يقدّم نموذجين. اختر واحدًا من منتقي النموذج في الأعلى (Ctrl+L).</numerusform>
                <numerusform>أُضيف {0} ({1}): يقدّم %Ln نماذج. اختر واحدًا من منتقي النموذج في الأعلى (Ctrl+L).</numerusform>
                <numerusform>أُضيف {0} ({1}): يقدّم %Ln نموذجًا. اختر واحدًا من منتقي النموذج في الأعلى (Ctrl+L).</numerusform>
                <numerusform>أُضيف {0} ({1}): يقدّم %Ln نموذج. اختر واحدًا من منتقي النموذج في الأعلى (Ctrl+L).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ModelsAccess</name>
        <message>
            <source>Hearth cannot write to {0} ({1}). Choose a folder you can write to.</source>
            <translation>لا يستطيع Hearth الكتابة في {0} ({1}). اختر مجلدًا يمكنك الكتابة فيه.</translation>
        </message>
    </context>
    <context>
        <name>ModelsWindow</name>
        <message>
            <source>Models</source>
            <translation>النماذج</translation>
        </message>
        <message>
            <source>&amp;Get models</source>
            <translation>ال&amp;حصول على نماذج</translation>
        </message>
        <message>
            <source>&amp;Downloads</source>
            <translation>ال&amp;تنزيلات</translation>
        </message>
        <message>
            <source>&amp;Installed</source>
            <translation>ال&amp;مثبّتة</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network…</source>
            <translation>ال&amp;خصوصية والشبكة…</translation>
        </message>
        <message>
            <source>Privacy and network settings</source>
            <translation>إعدادات الخصوصية والشبكة</translation>
        </message>
        <message>
            <source>The access token, a mirror and offline mode (in Preferences)</source>
            <translation>رمز الوصول، وخادم مرآة، ووضع عدم الاتصال (في التفضيلات)</translation>
        </message>
        <message>
            <source>&amp;Downloads ({0})</source>
            <translation>ال&amp;تنزيلات ({0})</translation>
        </message>
    </context>
    <context>
        <name>NoticeBar</name>
        <message>
            <source>Information</source>
            <translation>معلومات</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>تحذير</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>خطأ</translation>
        </message>
        <message>
            <source>Notice</source>
            <translation>تنبيه</translation>
        </message>
        <message>
            <source>{0} text</source>
            <translation>نص {0}</translation>
        </message>
        <message>
            <source>{0} action</source>
            <translation>إجراء {0}</translation>
        </message>
        <message>
            <source>Dismiss {0}</source>
            <translation>إغلاق {0}</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>إغلاق</translation>
        </message>
    </context>
    <context>
        <name>Parameters</name>
        <message>
            <source>Temperature</source>
            <translation>الحرارة</translation>
        </message>
        <message>
            <source>How adventurous the wording is: 0 always picks the most likely next word (greedy), 1 and above is more varied.</source>
            <translation>مدى جرأة الصياغة: 0 يختار دائمًا الكلمة التالية الأرجح (جشع)، و1 فما فوق أكثر تنوعًا.</translation>
        </message>
        <message>
            <source>Top-p</source>
            <translation>Top-p</translation>
        </message>
        <message>
            <source>Only consider the most likely words that together make up this share of the probability (0–1].</source>
            <translation>الاكتفاء بالكلمات الأرجح التي يبلغ مجموع احتمالها هذه النسبة (0–1].</translation>
        </message>
        <message>
            <source>Top-k</source>
            <translation>Top-k</translation>
        </message>
        <message>
            <source>Only consider this many of the most likely words; 0 turns the limit off.</source>
            <translation>الاكتفاء بهذا العدد من الكلمات الأرجح؛ 0 يلغي الحد.</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>أقصى عدد للرموز الجديدة</translation>
        </message>
        <message>
            <source>The longest reply, in tokens (a token is about three quarters of a word).</source>
            <translation>أطول رد، بالرموز (الرمز نحو ثلاثة أرباع كلمة إنجليزية).</translation>
        </message>
        <message>
            <source>Repetition penalty</source>
            <translation>عقوبة التكرار</translation>
        </message>
        <message>
            <source>Above 1 discourages repeating the same words; 1 is off.</source>
            <translation>ما فوق 1 يحدّ من تكرار الكلمات نفسها؛ 1 يعطّلها.</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>البذرة</translation>
        </message>
        <message>
            <source>Leave blank for a new random seed every reply; a number makes replies repeatable.</source>
            <translation>اتركه فارغًا لبذرة عشوائية جديدة في كل رد؛ الرقم يجعل الردود قابلة للتكرار.</translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>اتّباع النظام</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>فاتح</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>داكن</translation>
        </message>
        <message>
            <source>Auto</source>
            <translation>تلقائي</translation>
        </message>
        <message>
            <source>On</source>
            <translation>تشغيل</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>إيقاف</translation>
        </message>
        <message>
            <source>Choose the models folder</source>
            <translation>اختيار مجلد النماذج</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>التفضيلات</translation>
        </message>
        <message>
            <source>Preferences sections</source>
            <translation>أقسام التفضيلات</translation>
        </message>
        <message>
            <source>&amp;Appearance</source>
            <translation>ال&amp;مظهر</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>السمة</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>حجم النص</translation>
        </message>
        <message>
            <source>System size</source>
            <translation>حجم النظام</translation>
        </message>
        <message>
            <source> pt</source>
            <translation> نقطة</translation>
        </message>
        <message>
            <source>The text size applies to the conversation and the message box.</source>
            <translation>ينطبق حجم النص على المحادثة ومربع الرسالة.</translation>
        </message>
        <message>
            <source>&amp;New chats</source>
            <translation>الدردشات ال&amp;جديدة</translation>
        </message>
        <message>
            <source>Preset for new chats</source>
            <translation>الإعداد المسبق للدردشات الجديدة</translation>
        </message>
        <message>
            <source>Max new tokens for new chats</source>
            <translation>أقصى عدد للرموز الجديدة في الدردشات الجديدة</translation>
        </message>
        <message>
            <source>Max new tokens problem</source>
            <translation>مشكلة في أقصى عدد للرموز الجديدة</translation>
        </message>
        <message>
            <source>System prompt for new chats</source>
            <translation>موجّه النظام للدردشات الجديدة</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>مثال: أنت مساعد موجز. أجب بالعربية.</translation>
        </message>
        <message>
            <source>A new chat starts with these values; the settings panel of a chat changes that chat only, and says where it differs from them.</source>
            <translation>تبدأ الدردشة الجديدة بهذه القيم؛ ولوحة إعدادات الدردشة تغيّر تلك الدردشة وحدها، وتبيّن أين تختلف عنها.</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>الإعداد المسبق</translation>
        </message>
        <message>
            <source>Max new tokens</source>
            <translation>أقصى عدد للرموز الجديدة</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>موجّه النظام</translation>
        </message>
        <message>
            <source>&amp;Models</source>
            <translation>ال&amp;نماذج</translation>
        </message>
        <message>
            <source>Models folder</source>
            <translation>مجلد النماذج</translation>
        </message>
        <message>
            <source>Change…</source>
            <translation>تغيير…</translation>
        </message>
        <message>
            <source>Change the models folder</source>
            <translation>تغيير مجلد النماذج</translation>
        </message>
        <message>
            <source>Models folder problem</source>
            <translation>مشكلة في مجلد النماذج</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>المجلد</translation>
        </message>
        <message>
            <source>Models in the previous folder stay where they are.</source>
            <translation>تبقى النماذج في المجلد السابق في مكانها.</translation>
        </message>
        <message>
            <source>&amp;Privacy &amp;&amp; network</source>
            <translation>ال&amp;خصوصية والشبكة</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>لم تُحفظ الإعدادات</translation>
        </message>
        <message>
            <source>&amp;General</source>
            <translation>&amp;عام</translation>
        </message>
        <message>
            <source>Open the last conversation when Hearth starts</source>
            <translation>فتح آخر محادثة عند بدء Hearth</translation>
        </message>
        <message>
            <source>Let the model name new conversations (after the first reply, when idle)</source>
            <translation>السماح للنموذج بتسمية المحادثات الجديدة (بعد أول رد، عند الخمول)</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>اللغة</translation>
        </message>
        <message>
            <source>Hearth speaks the new language after a restart.</source>
            <translation>يستخدم Hearth اللغة الجديدة بعد إعادة تشغيله.</translation>
        </message>
        <message>
            <source>Speculative decoding</source>
            <translation>فك الترميز التخميني</translation>
        </message>
        <message>
            <source>Greedy replies (temperature 0, the Precise preset) that repeat the conversation — quotes, a rewritten passage, edited code — come faster: words that followed the same words earlier are checked several at once. Auto stops when the guesses do not pay off.</source>
            <translation>الردود الجشعة (الحرارة 0، الإعداد المسبق «Precise») التي تكرّر المحادثة — اقتباسات، مقطع أُعيدت كتابته، رمز برمجي معدَّل — تأتي أسرع: تُتحقق عدة كلمات معًا مما تلا الكلمات نفسها من قبل. يتوقف «تلقائي» حين لا تُجدي التخمينات.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example 512.</source>
            <translation>أدخل عددًا صحيحًا، مثل 512.</translation>
        </message>
    </context>
    <context>
        <name>PresetPicker</name>
        <message>
            <source>Save preset</source>
            <translation>حفظ الإعداد المسبق</translation>
        </message>
        <message>
            <source>Name of the preset:</source>
            <translation>اسم الإعداد المسبق:</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>الإعداد المسبق</translation>
        </message>
        <message>
            <source>Apply a saved set of values</source>
            <translation>تطبيق مجموعة قيم محفوظة</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>مخصّص</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>حفظ باسم…</translation>
        </message>
        <message>
            <source>Save as preset</source>
            <translation>حفظ كإعداد مسبق</translation>
        </message>
        <message>
            <source>Save the current values as a named preset</source>
            <translation>حفظ القيم الحالية كإعداد مسبق باسم</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>حذف</translation>
        </message>
        <message>
            <source>Delete preset</source>
            <translation>حذف الإعداد المسبق</translation>
        </message>
        <message>
            <source>Fix the values marked in red first</source>
            <translation>صحّح القيم المعلّمة بالأحمر أولًا</translation>
        </message>
        <message>
            <source>Choose one of your own presets to delete it</source>
            <translation>اختر أحد إعداداتك المسبقة لحذفه</translation>
        </message>
        <message>
            <source>“{0}” is built in and can't be deleted</source>
            <translation>«{0}» مدمج ولا يمكن حذفه</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”</source>
            <translation>حذف الإعداد المسبق «{0}»</translation>
        </message>
        <message>
            <source>Replace preset</source>
            <translation>استبدال الإعداد المسبق</translation>
        </message>
        <message>
            <source>Replace the preset “{0}” with these values?</source>
            <translation>أتستبدل بالإعداد المسبق «{0}» هذه القيم؟</translation>
        </message>
        <message>
            <source>Preset not saved</source>
            <translation>لم يُحفظ الإعداد المسبق</translation>
        </message>
        <message>
            <source>The preset could not be saved: {0}</source>
            <translation>تعذّر حفظ الإعداد المسبق: {0}</translation>
        </message>
        <message>
            <source>Delete the preset “{0}”? This cannot be undone.</source>
            <translation>أتحذف الإعداد المسبق «{0}»؟ لا يمكن التراجع عن ذلك.</translation>
        </message>
        <message>
            <source>Preset not deleted</source>
            <translation>لم يُحذف الإعداد المسبق</translation>
        </message>
        <message>
            <source>The preset could not be deleted: {0}</source>
            <translation>تعذّر حذف الإعداد المسبق: {0}</translation>
        </message>
    </context>
    <context>
        <name>PrivacySettings</name>
        <message>
            <source>The token is kept in the OS keyring.</source>
            <translation>يُحفظ الرمز في سلسلة مفاتيح نظام التشغيل.</translation>
        </message>
        <message>
            <source>The token is kept for this session only: no keyring is available on this system, so Hearth will ask for it again next time. It is never written to a file.</source>
            <translation>يُحفظ الرمز لهذه الجلسة فقط: لا تتوفر سلسلة مفاتيح على هذا النظام، لذا سيطلبه Hearth مجددًا في المرة القادمة. لا يُكتب في ملف أبدًا.</translation>
        </message>
        <message>
            <source>Hearth never sends your conversations anywhere. Offline mode goes further: no searching, downloading or token checks, so Hearth makes no network connection at all. Installed models keep working.</source>
            <translation>لا يرسل Hearth محادثاتك إلى أي مكان. ووضع عدم الاتصال يذهب أبعد: لا بحث ولا تنزيل ولا تحقق من الرمز، فلا يجري Hearth أي اتصال بالشبكة إطلاقًا. وتظل النماذج المثبّتة تعمل.</translation>
        </message>
        <message>
            <source>Enter the address of a Hugging Face mirror, like https://hf-mirror.com (with https://).</source>
            <translation>أدخل عنوان خادم مرآة لـ Hugging Face، مثل https://hf-mirror.com (مع https://).</translation>
        </message>
        <message>
            <source>Enter only the mirror's address, without a query, a fragment or a password in it.</source>
            <translation>أدخل عنوان خادم المرآة فقط، دون استعلام أو جزء أو كلمة مرور.</translation>
        </message>
        <message>
            <source>hf_…  (from huggingface.co/settings/tokens)</source>
            <translation>hf_…  (من huggingface.co/settings/tokens)</translation>
        </message>
        <message>
            <source>Hugging Face access token</source>
            <translation>رمز الوصول إلى Hugging Face</translation>
        </message>
        <message>
            <source>Check and save</source>
            <translation>تحقّق واحفظ</translation>
        </message>
        <message>
            <source>Check the access token and save it</source>
            <translation>التحقق من رمز الوصول وحفظه</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>إزالة</translation>
        </message>
        <message>
            <source>Remove the saved access token</source>
            <translation>إزالة رمز الوصول المحفوظ</translation>
        </message>
        <message>
            <source>Access token status</source>
            <translation>حالة رمز الوصول</translation>
        </message>
        <message>
            <source>About the access token</source>
            <translation>حول رمز الوصول</translation>
        </message>
        <message>
            <source>Hugging Face mirror address</source>
            <translation>عنوان خادم مرآة Hugging Face</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>تطبيق</translation>
        </message>
        <message>
            <source>Use this mirror address</source>
            <translation>استخدام عنوان خادم المرآة هذا</translation>
        </message>
        <message>
            <source>Mirror address status</source>
            <translation>حالة عنوان خادم المرآة</translation>
        </message>
        <message>
            <source>Mirror</source>
            <translation>خادم المرآة</translation>
        </message>
        <message>
            <source>About the mirror</source>
            <translation>حول خادم المرآة</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>العنوان</translation>
        </message>
        <message>
            <source>Offline mode: make no network connections</source>
            <translation>وضع عدم الاتصال: عدم إجراء أي اتصال بالشبكة</translation>
        </message>
        <message>
            <source>Offline mode</source>
            <translation>وضع عدم الاتصال</translation>
        </message>
        <message>
            <source>Offline mode explanation</source>
            <translation>شرح وضع عدم الاتصال</translation>
        </message>
        <message>
            <source>Network status</source>
            <translation>حالة الشبكة</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>الشبكة</translation>
        </message>
        <message>
            <source>Paste a token from huggingface.co/settings/tokens first.</source>
            <translation>الصق رمزًا من huggingface.co/settings/tokens أولًا.</translation>
        </message>
        <message>
            <source>The token cannot be checked with {0}: {1}.</source>
            <translation>لا يمكن التحقق من الرمز عبر {0}: {1}.</translation>
        </message>
        <message>
            <source>Checking the token with {0}…</source>
            <translation>جارٍ التحقق من الرمز عبر {0}…</translation>
        </message>
        <message>
            <source>Signed in as {0}. {1}</source>
            <translation>مسجَّل الدخول باسم {0}. {1}</translation>
        </message>
        <message>
            <source>A token is saved. Paste a new one to replace it.</source>
            <translation>يوجد رمز محفوظ. الصق رمزًا جديدًا لاستبداله.</translation>
        </message>
        <message>
            <source>The access token was removed. Gated and private models need it again.</source>
            <translation>أُزيل رمز الوصول. ستحتاج إليه النماذج المقيّدة والخاصة مجددًا.</translation>
        </message>
        <message>
            <source> (the HF_ENDPOINT environment variable)</source>
            <translation> (متغير البيئة HF_ENDPOINT)</translation>
        </message>
        <message>
            <source> (the default)</source>
            <translation> (الافتراضي)</translation>
        </message>
        <message>
            <source>Where searches, downloads and token checks go. Leave it empty for {0}{1}; enter a mirror or a proxy of the hub where that is slow or blocked.</source>
            <translation>وجهة البحث والتنزيل والتحقق من الرمز. اتركه فارغًا لاستخدام {0}{1}؛ وأدخل خادم مرآة أو وكيلًا للمستودع حيث يكون بطيئًا أو محجوبًا.</translation>
        </message>
        <message>
            <source>Needed only for gated models (accept their licence on huggingface.co first) and private ones. A read-only token is enough. Hearth checks it with {0} before saving it.</source>
            <translation>لا يلزم إلا للنماذج المقيّدة (اقبل ترخيصها على huggingface.co أولًا) والخاصة. يكفي رمز للقراءة فقط. يتحقق Hearth منه عبر {0} قبل حفظه.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0} (the mirror address above).</source>
            <translation>يذهب البحث والتنزيل إلى {0} (عنوان خادم المرآة أعلاه).</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}, set by the HF_ENDPOINT environment variable; a mirror address here takes its place.</source>
            <translation>يذهب البحث والتنزيل إلى {0}، المعيّن بمتغير البيئة HF_ENDPOINT؛ وعنوان خادم مرآة هنا يحل محله.</translation>
        </message>
        <message>
            <source>Searches and downloads go to {0}.</source>
            <translation>يذهب البحث والتنزيل إلى {0}.</translation>
        </message>
        <message>
            <source> It is not encrypted (http): anyone on the way can see which models you fetch. Downloads are still checked against their checksums.</source>
            <translation> الاتصال غير مشفّر (http): يستطيع أي أحد على الطريق رؤية النماذج التي تجلبها. وتظل التنزيلات تُفحص بمجاميعها الاختبارية.</translation>
        </message>
        <message>
            <source>Online: Hearth connects only when you search, download or check a token.</source>
            <translation>متصل: لا يتصل Hearth إلا حين تبحث أو تنزّل أو تتحقق من رمز.</translation>
        </message>
        <message>
            <source>Offline: searching, downloading and token checks are off.</source>
            <translation>غير متصل: البحث والتنزيل والتحقق من الرمز معطّلة.</translation>
        </message>
        <message>
            <source>Offline whatever this switch says: {0}. Unset it and restart Hearth to search or download.</source>
            <translation>غير متصل أيًّا كان وضع هذا المفتاح: {0}. ألغِ تعيينه وأعد تشغيل Hearth للبحث أو التنزيل.</translation>
        </message>
        <message>
            <source>Not available: {0}.</source>
            <translation>غير متاح: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectDialog</name>
        <message>
            <source>Each chat keeps its own.</source>
            <translation>تحتفظ كل دردشة بإعداداتها.</translation>
        </message>
        <message>
            <source>New project</source>
            <translation>مشروع جديد</translation>
        </message>
        <message>
            <source>Project settings — {0}</source>
            <translation>إعدادات المشروع — {0}</translation>
        </message>
        <message>
            <source>For example: Thesis, Garden, Work</source>
            <translation>مثلًا: أطروحة، حديقة، عمل</translation>
        </message>
        <message>
            <source>An emoji shown before the name in the sidebar</source>
            <translation>رمز تعبيري يظهر قبل الاسم في الشريط الجانبي</translation>
        </message>
        <message>
            <source>What every chat in this project should know or do, before the chat's own system prompt</source>
            <translation>ما يجب أن تعرفه أو تفعله كل دردشة في هذا المشروع، قبل موجّه النظام الخاص بالدردشة</translation>
        </message>
        <message>
            <source>Whichever model is loaded</source>
            <translation>أي نموذج محمَّل</translation>
        </message>
        <message>
            <source>{0} (not installed)</source>
            <translation>{0} (غير مثبّت)</translation>
        </message>
        <message>
            <source>Document libraries</source>
            <translation>مكتبات المستندات</translation>
        </message>
        <message>
            <source>No shared libraries yet: add a folder under Documents.</source>
            <translation>لا توجد مكتبات مشتركة بعد: أضف مجلدًا ضمن المستندات.</translation>
        </message>
        <message>
            <source>Use the open chat's</source>
            <translation>استخدام إعدادات الدردشة المفتوحة</translation>
        </message>
        <message>
            <source>Each chat its own</source>
            <translation>لكل دردشة إعداداتها</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>الا&amp;سم:</translation>
        </message>
        <message>
            <source>&amp;Emoji:</source>
            <translation>&amp;رمز تعبيري:</translation>
        </message>
        <message>
            <source>&amp;Instructions:</source>
            <translation>ال&amp;تعليمات:</translation>
        </message>
        <message>
            <source>Default &amp;model:</source>
            <translation>ال&amp;نموذج الافتراضي:</translation>
        </message>
        <message>
            <source>&amp;Libraries:</source>
            <translation>ال&amp;مكتبات:</translation>
        </message>
        <message>
            <source>Generation settings:</source>
            <translation>إعدادات التوليد:</translation>
        </message>
        <message>
            <source>The instructions hold at most {0} characters: the rest was cut.</source>
            <translation>تتسع التعليمات لـ {0} حرف على الأكثر: قُصّ الباقي.</translation>
        </message>
    </context>
    <context>
        <name>ProjectFiles</name>
        <message>
            <source>Export project</source>
            <translation>تصدير المشروع</translation>
        </message>
        <message>
            <source>Hearth project (*.json)</source>
            <translation>مشروع Hearth (*.json)</translation>
        </message>
        <message>
            <source>Import project</source>
            <translation>استيراد مشروع</translation>
        </message>
        <message>
            <source>Project not exported</source>
            <translation>لم يُصدَّر المشروع</translation>
        </message>
        <message>
            <source>Hearth could not write {0}: {1}.</source>
            <translation>تعذّر على Hearth كتابة {0}: {1}.</translation>
        </message>
        <message>
            <source>Project not imported</source>
            <translation>لم يُستورَد المشروع</translation>
        </message>
        <message>
            <source>{0} is larger than 200 MB; it is not a Hearth project file.</source>
            <translation>حجم {0} أكبر من 200 ميغابايت؛ ليس ملف مشروع Hearth.</translation>
        </message>
        <message>
            <source>Hearth could not read {0}: {1}.</source>
            <translation>تعذّر على Hearth قراءة {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} is not a Hearth project file (a .json file made by Export project…).</source>
            <translation>ليس {0} ملف مشروع Hearth (ملف ‎.json أنشأه «تصدير المشروع…»).</translation>
        </message>
        <message>
            <source>{0} could not be imported: {1}.</source>
            <translation>تعذّر استيراد {0}: {1}.</translation>
        </message>
        <message>
            <source>The project could not be saved: {0}.</source>
            <translation>تعذّر حفظ المشروع: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ProjectTree</name>
        <message>
            <source>Move to project</source>
            <translation>نقل إلى مشروع</translation>
        </message>
        <message>
            <source>No project (a loose chat)</source>
            <translation>بلا مشروع (دردشة مستقلة)</translation>
        </message>
        <message>
            <source>Projects</source>
            <translation>المشاريع</translation>
        </message>
        <message>
            <source>New project…</source>
            <translation>مشروع جديد…</translation>
        </message>
        <message>
            <source>Group chats with shared instructions, documents and model (Ctrl+Shift+N)</source>
            <translation>جمع الدردشات مع تعليمات ومستندات ونموذج مشتركة (Ctrl+Shift+N)</translation>
        </message>
        <message>
            <source>Enter opens a chat or folds a project; F2 renames, Del deletes; right-click for more</source>
            <translation>يفتح Enter دردشة أو يطوي مشروعًا؛ F2 لإعادة التسمية، وDel للحذف؛ انقر بالزر الأيمن للمزيد</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>إعادة التسمية</translation>
        </message>
        <message>
            <source>Delete project…</source>
            <translation>حذف المشروع…</translation>
        </message>
        <message>
            <source>Chat actions</source>
            <translation>إجراءات الدردشة</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>فتح</translation>
        </message>
        <message>
            <source>Project actions</source>
            <translation>إجراءات المشروع</translation>
        </message>
        <message>
            <source>New chat in project</source>
            <translation>دردشة جديدة في المشروع</translation>
        </message>
        <message>
            <source>Project settings…</source>
            <translation>إعدادات المشروع…</translation>
        </message>
        <message>
            <source>Search in project…</source>
            <translation>البحث في المشروع…</translation>
        </message>
        <message>
            <source>Export project…</source>
            <translation>تصدير المشروع…</translation>
        </message>
    </context>
    <context>
        <name>Projects</name>
        <message>
            <source>A project's instructions hold at most {0} characters.</source>
            <translation>تتسع تعليمات المشروع لـ {0} حرف على الأكثر.</translation>
        </message>
        <message>
            <source>A project needs a name.</source>
            <translation>يحتاج المشروع إلى اسم.</translation>
        </message>
        <message>
            <source>A project's name holds at most {0} characters.</source>
            <translation>لا يتجاوز اسم المشروع {0} حرفًا.</translation>
        </message>
        <message>
            <source>There is already a project called {0}.</source>
            <translation>يوجد مشروع باسم {0} بالفعل.</translation>
        </message>
        <message>
            <source>That project no longer exists.</source>
            <translation>لم يعد هذا المشروع موجودًا.</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}</source>
            <translation>تعذّر حفظ المشروع: {0}</translation>
        </message>
        <message>
            <source>Couldn't save the project: {0}.</source>
            <translation>تعذّر حفظ المشروع: {0}.</translation>
        </message>
        <message>
            <source>That chat or project no longer exists.</source>
            <translation>لم تعد هذه الدردشة أو هذا المشروع موجودًا.</translation>
        </message>
        <message>
            <source>Couldn't save the change: {0}.</source>
            <translation>تعذّر حفظ التغيير: {0}.</translation>
        </message>
        <message>
            <source>Search in</source>
            <translation>البحث في</translation>
        </message>
        <message>
            <source>&amp;Projects</source>
            <translation>المشا&amp;ريع</translation>
        </message>
        <message>
            <source>&amp;New project…</source>
            <translation>مشروع &amp;جديد…</translation>
        </message>
        <message>
            <source>New &amp;chat in this project</source>
            <translation>&amp;دردشة جديدة في هذا المشروع</translation>
        </message>
        <message>
            <source>Project &amp;settings…</source>
            <translation>إ&amp;عدادات المشروع…</translation>
        </message>
        <message>
            <source>&amp;Move this chat to</source>
            <translation>ن&amp;قل هذه الدردشة إلى</translation>
        </message>
        <message>
            <source>&amp;Export this project…</source>
            <translation>&amp;تصدير هذا المشروع…</translation>
        </message>
        <message>
            <source>&amp;Import project…</source>
            <translation>ا&amp;ستيراد مشروع…</translation>
        </message>
        <message>
            <source>All conversations</source>
            <translation>كل المحادثات</translation>
        </message>
        <message>
            <source>In {0}</source>
            <translation>في {0}</translation>
        </message>
        <message>
            <source>Exported to {0}</source>
            <translation>صُدِّر إلى {0}</translation>
        </message>
        <message numerus="yes">
            <source>Imported “{0}” with %n chat(s).</source>
            <translation>
                <numerusform>اُستورد «{0}» بلا دردشات.</numerusform>
                <numerusform>اُستورد «{0}» مع دردشة واحدة.</numerusform>
                <numerusform>اُستورد «{0}» مع دردشتين.</numerusform>
                <numerusform>اُستورد «{0}» مع %n دردشات.</numerusform>
                <numerusform>اُستورد «{0}» مع %n دردشة.</numerusform>
                <numerusform>اُستورد «{0}» مع %n دردشة.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not on this computer, so not ticked: {0}.</source>
            <translation>غير موجود على هذا الحاسوب، لذا لم يُحدَّد: {0}.</translation>
        </message>
        <message>
            <source>Delete project</source>
            <translation>حذف المشروع</translation>
        </message>
        <message>
            <source>Delete the project “{0}”?</source>
            <translation>هل تريد حذف المشروع «{0}»؟</translation>
        </message>
        <message numerus="yes">
            <source>It has %n chat(s). Kept, they become loose chats and its memories apply to every chat.</source>
            <translation>
                <numerusform>لا يحتوي على أي دردشة. وستنطبق ذكريات المشروع على كل دردشة.</numerusform>
                <numerusform>يحتوي على دردشة واحدة. إذا أبقيتها تصبح دردشة مستقلة وتنطبق ذكريات المشروع على كل دردشة.</numerusform>
                <numerusform>يحتوي على دردشتين. إذا أبقيتهما تصبحان دردشتين مستقلتين وتنطبق ذكريات المشروع على كل دردشة.</numerusform>
                <numerusform>يحتوي على %n دردشات. إذا أبقيتها تصبح دردشات مستقلة وتنطبق ذكريات المشروع على كل دردشة.</numerusform>
                <numerusform>يحتوي على %n دردشة. إذا أبقيتها تصبح دردشات مستقلة وتنطبق ذكريات المشروع على كل دردشة.</numerusform>
                <numerusform>يحتوي على %n دردشة. إذا أبقيتها تصبح دردشات مستقلة وتنطبق ذكريات المشروع على كل دردشة.</numerusform>
            </translation>
        </message>
        <message>
            <source>Deleted with its chats, the project's memories are deleted too.</source>
            <translation>إذا حُذف مع دردشاته، تُحذف ذكريات المشروع أيضًا.</translation>
        </message>
        <message>
            <source>Keep the chats</source>
            <translation>الإبقاء على الدردشات</translation>
        </message>
        <message>
            <source>Delete the chats too</source>
            <translation>حذف الدردشات أيضًا</translation>
        </message>
        <message>
            <source>This project's model, {0}, is no longer available.</source>
            <translation>لم يعد نموذج هذا المشروع، {0}، متاحًا.</translation>
        </message>
    </context>
    <context>
        <name>Provenance</name>
        <message>
            <source>finished</source>
            <translation>اكتمل</translation>
        </message>
        <message>
            <source>stopped at the length limit</source>
            <translation>توقف عند حد الطول</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>توقف</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>فشل</translation>
        </message>
        <message>
            <source>runs on {0}</source>
            <translation>يعمل على {0}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>لا رموز</numerusform>
                <numerusform>رمز واحد</numerusform>
                <numerusform>رمزان</numerusform>
                <numerusform>%Ln رموز</numerusform>
                <numerusform>%Ln رمزًا</numerusform>
                <numerusform>%Ln رمز</numerusform>
            </translation>
        </message>
        <message>
            <source>prompt {0}, {1} cached</source>
            <translation>الموجّه {0}، {1} مخزّنة مؤقتًا</translation>
        </message>
        <message>
            <source>prompt {0}</source>
            <translation>الموجّه {0}</translation>
        </message>
        <message>
            <source>first token {0} s</source>
            <translation>أول رمز {0} ث</translation>
        </message>
        <message>
            <source>{0} tok/s</source>
            <translation>{0} رمز/ث</translation>
        </message>
        <message>
            <source>drafts {0}% accepted ({1} of {2})</source>
            <translation>قُبلت {0}% من المسودات ({1} من {2})</translation>
        </message>
    </context>
    <context>
        <name>QGuiApplication</name>
        <message>
            <source>QT_LAYOUT_DIRECTION</source>
            <translation>RTL</translation>
        </message>
    </context>
    <context>
        <name>SearchPanel</name>
        <message>
            <source>You</source>
            <translation>أنت</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>المساعد</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>موجّه النظام</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>بلا عنوان</translation>
        </message>
        <message>
            <source>Search messages</source>
            <translation>البحث في الرسائل</translation>
        </message>
        <message>
            <source>Search all conversations</source>
            <translation>البحث في كل المحادثات</translation>
        </message>
        <message>
            <source>Every word must match; end a word with * to match its beginning (hel*)</source>
            <translation>يجب أن تتطابق كل كلمة؛ اختم الكلمة بـ * لمطابقة بدايتها (مرح*)</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>حالة البحث</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>نتائج البحث</translation>
        </message>
        <message>
            <source>Search failed: {0}</source>
            <translation>فشل البحث: {0}</translation>
        </message>
        <message>
            <source>Type to search every conversation.</source>
            <translation>اكتب للبحث في كل المحادثات.</translation>
        </message>
        <message>
            <source>No results for “{0}”.</source>
            <translation>لا نتائج لـ «{0}».</translation>
        </message>
        <message numerus="yes">
            <source>%Ln result(s)</source>
            <translation>
                <numerusform>لا نتائج</numerusform>
                <numerusform>نتيجة واحدة</numerusform>
                <numerusform>نتيجتان</numerusform>
                <numerusform>%Ln نتائج</numerusform>
                <numerusform>%Ln نتيجة</numerusform>
                <numerusform>%Ln نتيجة</numerusform>
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
            <translation>الخادم المحلي</translation>
        </message>
        <message>
            <source>Serve the loaded model to other programs (OpenAI-compatible API)</source>
            <translation>تقديم النموذج المحمَّل لبرامج أخرى (واجهة متوافقة مع OpenAI)</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>المنفذ</translation>
        </message>
        <message>
            <source>Port number</source>
            <translation>رقم المنفذ</translation>
        </message>
        <message>
            <source>No key: only programs on this computer can connect</source>
            <translation>بلا مفتاح: لا تتصل إلا البرامج على هذا الحاسوب</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>مفتاح API</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>New key</source>
            <translation>مفتاح جديد</translation>
        </message>
        <message>
            <source>Remove key</source>
            <translation>إزالة المفتاح</translation>
        </message>
        <message>
            <source>Allow other computers on the network (needs a key)</source>
            <translation>السماح لحواسيب أخرى على الشبكة (يتطلب مفتاحًا)</translation>
        </message>
        <message>
            <source>Connect a coding tool…</source>
            <translation>ربط أداة برمجة…</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>المفتاح</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>العنوان</translation>
        </message>
        <message>
            <source>The local server needs Hearth's engine, which is not running here.</source>
            <translation>يحتاج الخادم المحلي إلى محرّك Hearth، وهو لا يعمل هنا.</translation>
        </message>
        <message>
            <source>What Claude Code, Codex, opencode or Continue needs to use this server (as main.py connect prints or writes it)</source>
            <translation>ما يحتاج إليه Claude Code أو Codex أو opencode أو Continue لاستخدام هذا الخادم (كما يطبعه main.py connect أو يكتبه)</translation>
        </message>
        <message>
            <source>Switch the server on (and press OK) first: a tool connects to the running server</source>
            <translation>شغّل الخادم أولًا (واضغط «موافق»): تتصل الأداة بالخادم العامل</translation>
        </message>
        <message>
            <source>(off)</source>
            <translation>(معطّل)</translation>
        </message>
    </context>
    <context>
        <name>ServerForm</name>
        <message>
            <source>Edit tool server</source>
            <translation>تعديل خادم الأدوات</translation>
        </message>
        <message>
            <source>Add tool server</source>
            <translation>إضافة خادم أدوات</translation>
        </message>
        <message>
            <source>e.g.  uvx mcp-server-time   or   npx -y @modelcontextprotocol/server-filesystem ~/Documents</source>
            <translation>مثال:  uvx mcp-server-time   أو   npx -y @modelcontextprotocol/server-filesystem ~/Documents</translation>
        </message>
        <message>
            <source>or the URL of a Streamable HTTP server</source>
            <translation>أو عنوان URL لخادم Streamable HTTP</translation>
        </message>
        <message>
            <source>its key, kept in the system keyring (HTTP only; empty: unchanged)</source>
            <translation>مفتاحه، ويُحفظ في سلسلة مفاتيح النظام (HTTP فقط؛ فارغ: دون تغيير)</translation>
        </message>
        <message>
            <source>its environment, one NAME=value a line (command servers)</source>
            <translation>بيئته، ‏NAME=value في كل سطر (خوادم الأوامر)</translation>
        </message>
        <message>
            <source>Environment variables</source>
            <translation>متغيرات البيئة</translation>
        </message>
        <message>
            <source>Uses the network (turned off in offline mode)</source>
            <translation>يستخدم الشبكة (معطّل في وضع عدم الاتصال)</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>ال&amp;اسم</translation>
        </message>
        <message>
            <source>&amp;Command</source>
            <translation>الأ&amp;مر</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>&amp;URL</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>ال&amp;مفتاح</translation>
        </message>
        <message>
            <source>&amp;Environment</source>
            <translation>ال&amp;بيئة</translation>
        </message>
        <message>
            <source>The command cannot be read: {0}.</source>
            <translation>لا يمكن قراءة الأمر: {0}.</translation>
        </message>
        <message>
            <source>Each line of the environment is NAME=value: {0!r} is not.</source>
            <translation>كل سطر في البيئة على صورة NAME=value: ‏{0!r} ليس كذلك.</translation>
        </message>
    </context>
    <context>
        <name>ServerIndicator</name>
        <message>
            <source>Local server</source>
            <translation>الخادم المحلي</translation>
        </message>
        <message>
            <source>API {0} · {1} {2}</source>
            <translation>API {0} · {1} {2}</translation>
        </message>
        <message>
            <source>Hearth is serving the loaded model to other programs (OpenAI-compatible API at {0}/v1). File → Local server… changes it.</source>
            <translation>يقدّم Hearth النموذج المحمَّل لبرامج أخرى (واجهة متوافقة مع OpenAI على {0}/v1). يغيّر ذلك «ملف ← الخادم المحلي…».</translation>
        </message>
    </context>
    <context>
        <name>ServerPanel</name>
        <message>
            <source>another program's request (the local server)</source>
            <translation>طلب برنامج آخر (الخادم المحلي)</translation>
        </message>
        <message>
            <source>&amp;Local server…</source>
            <translation>الخادم ال&amp;محلي…</translation>
        </message>
    </context>
    <context>
        <name>SettingsFields</name>
        <message>
            <source>Enter a number, for example {0}.</source>
            <translation>أدخل رقمًا، مثل {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, for example {0}.</source>
            <translation>أدخل عددًا صحيحًا، مثل {0}.</translation>
        </message>
        <message>
            <source>Enter a whole number, or leave it blank for a random seed.</source>
            <translation>أدخل عددًا صحيحًا، أو اتركه فارغًا لبذرة عشوائية.</translation>
        </message>
    </context>
    <context>
        <name>SettingsPanel</name>
        <message>
            <source>Differs from the defaults</source>
            <translation>يختلف عن الافتراضي</translation>
        </message>
        <message>
            <source>Reset to defaults</source>
            <translation>إعادة إلى الافتراضي</translation>
        </message>
        <message>
            <source>Reset to the defaults for new chats</source>
            <translation>إعادة إلى القيم الافتراضية للدردشات الجديدة</translation>
        </message>
        <message>
            <source>Use the defaults for new chats (Preferences, Ctrl+,) in this chat</source>
            <translation>استخدام القيم الافتراضية للدردشات الجديدة (التفضيلات، Ctrl+,) في هذه الدردشة</translation>
        </message>
        <message>
            <source>Preset</source>
            <translation>الإعداد المسبق</translation>
        </message>
        <message>
            <source>System prompt</source>
            <translation>موجّه النظام</translation>
        </message>
        <message>
            <source>Instructions the model reads before the conversation</source>
            <translation>تعليمات يقرؤها النموذج قبل المحادثة</translation>
        </message>
        <message>
            <source>For example: You are a concise assistant. Answer in English.</source>
            <translation>مثال: أنت مساعد موجز. أجب بالعربية.</translation>
        </message>
        <message>
            <source>Settings problem</source>
            <translation>مشكلة في الإعدادات</translation>
        </message>
        <message>
            <source>{0} problem</source>
            <translation>مشكلة في {0}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>لا شيء</translation>
        </message>
        <message>
            <source>random</source>
            <translation>عشوائية</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>فارغ</translation>
        </message>
        <message>
            <source>Default for new chats: {0}</source>
            <translation>الافتراضي للدردشات الجديدة: {0}</translation>
        </message>
        <message>
            <source>Differs from your defaults for new chats: {0}.</source>
            <translation>يختلف عن قيمك الافتراضية للدردشات الجديدة: {0}.</translation>
        </message>
    </context>
    <context>
        <name>ShortcutHelp</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>اختصارات لوحة المفاتيح</translation>
        </message>
        <message>
            <source>Shortcut list</source>
            <translation>قائمة الاختصارات</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>إغلاق</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>إغلاق (Esc)</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Sidebar</source>
            <translation>الشريط الجانبي</translation>
        </message>
        <message>
            <source>← Conversations</source>
            <translation>→ المحادثات</translation>
        </message>
        <message>
            <source>Back to conversations</source>
            <translation>العودة إلى المحادثات</translation>
        </message>
        <message>
            <source>Close search (Esc)</source>
            <translation>إغلاق البحث (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SourceDialog</name>
        <message>
            <source>Source [{0}]</source>
            <translation>المصدر [{0}]</translation>
        </message>
        <message>
            <source>Source passage</source>
            <translation>مقطع المصدر</translation>
        </message>
        <message>
            <source>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</source>
            <translation>&lt;b&gt;[{0}] {1}&lt;/b&gt;&lt;br&gt;{2}</translation>
        </message>
        <message>
            <source>Passage</source>
            <translation>المقطع</translation>
        </message>
        <message>
            <source>Open file</source>
            <translation>فتح الملف</translation>
        </message>
        <message>
            <source>Open the file in the program your system uses for it</source>
            <translation>فتح الملف في البرنامج الذي يستخدمه نظامك له</translation>
        </message>
    </context>
    <context>
        <name>Speed</name>
        <message>
            <source>fast</source>
            <translation>سريع</translation>
        </message>
        <message>
            <source>usable</source>
            <translation>مقبول</translation>
        </message>
        <message>
            <source>slow</source>
            <translation>بطيء</translation>
        </message>
        <message>
            <source>measured {0} tokens a second</source>
            <translation>قيس {0} رمزًا في الثانية</translation>
        </message>
        <message>
            <source>at least {0} tokens a second</source>
            <translation>{0} رمزًا في الثانية على الأقل</translation>
        </message>
        <message>
            <source>about {0} tokens a second</source>
            <translation>نحو {0} رمزًا في الثانية</translation>
        </message>
        <message>
            <source>{0} · ≥ {1} tok/s</source>
            <translation>{0} · ≥ {1} رمز/ث</translation>
        </message>
        <message>
            <source>{0} · ≈ {1} tok/s</source>
            <translation>{0} · ≈ {1} رمز/ث</translation>
        </message>
        <message>
            <source>The speed its last reply was written at on this computer. 10 or more reads comfortably.</source>
            <translation>السرعة التي كُتب بها آخر رد له على هذا الحاسوب. من 10 فأكثر تُقرأ بارتياح.</translation>
        </message>
        <message>
            <source>an assumed floor for GPU memory</source>
            <translation>حدّ أدنى مفترض لذاكرة وحدة معالجة الرسوميات</translation>
        </message>
        <message>
            <source>this machine's memory, measured</source>
            <translation>ذاكرة هذا الجهاز، مقيسة</translation>
        </message>
        <message>
            <source>Writing reads all {0} GB of weights for every word piece: at {1} GB/s ({2}) that is about {3} tokens a second. 10 or more reads comfortably.</source>
            <translation>تقرأ الكتابة كل أوزان النموذج البالغة {0} GB لكل جزء من كلمة: بسرعة {1} GB/s ({2}) يعني ذلك نحو {3} رمزًا في الثانية. من 10 فأكثر تُقرأ بارتياح.</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{0} failed: {1}</source>
            <translation>فشل {0}: {1}</translation>
        </message>
        <message>
            <source>{0}

Hearth skips the failed devices for this model from now on. Use this menu to try all devices again (after a driver update, say).</source>
            <translation>{0}

سيتخطى Hearth الأجهزة التي فشلت مع هذا النموذج من الآن فصاعدًا. استخدم هذه القائمة لتجربة كل الأجهزة مجددًا (بعد تحديث برنامج تشغيل مثلًا).</translation>
        </message>
        <message>
            <source>{0} ({1} skipped: failed before)</source>
            <translation>{0} (تُخطّي {1}: فشل سابقًا)</translation>
        </message>
        <message>
            <source>{0} failed the last time this model was loaded, so Hearth went straight to {1}. Use this menu to try all devices again.</source>
            <translation>فشل {0} في آخر مرة حُمّل فيها هذا النموذج، فانتقل Hearth مباشرة إلى {1}. استخدم هذه القائمة لتجربة كل الأجهزة مجددًا.</translation>
        </message>
        <message>
            <source>No model loaded</source>
            <translation>لا يوجد نموذج محمَّل</translation>
        </message>
        <message>
            <source>Model and device</source>
            <translation>النموذج والجهاز</translation>
        </message>
        <message>
            <source>Try all devices again</source>
            <translation>تجربة كل الأجهزة مجددًا</translation>
        </message>
        <message>
            <source>Device fallback</source>
            <translation>الجهاز البديل</translation>
        </message>
        <message>
            <source>Context used</source>
            <translation>السياق المستخدم</translation>
        </message>
        <message>
            <source>Speed of the last reply</source>
            <translation>سرعة آخر رد</translation>
        </message>
        <message>
            <source>Loading {0}…</source>
            <translation>جارٍ تحميل {0}…</translation>
        </message>
        <message numerus="yes">
            <source>Context: %Ln token(s)</source>
            <translation>
                <numerusform>السياق: لا رموز</numerusform>
                <numerusform>السياق: رمز واحد</numerusform>
                <numerusform>السياق: رمزان</numerusform>
                <numerusform>السياق: %Ln رموز</numerusform>
                <numerusform>السياق: %Ln رمزًا</numerusform>
                <numerusform>السياق: %Ln رمز</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln token(s)</source>
            <translation>
                <numerusform>لا رموز</numerusform>
                <numerusform>رمز واحد</numerusform>
                <numerusform>رمزان</numerusform>
                <numerusform>%Ln رموز</numerusform>
                <numerusform>%Ln رمزًا</numerusform>
                <numerusform>%Ln رمز</numerusform>
            </translation>
        </message>
        <message>
            <source>How much of the model's context this conversation uses</source>
            <translation>مقدار ما تستخدمه هذه المحادثة من سياق النموذج</translation>
        </message>
        <message>
            <source> · first token {0} s</source>
            <translation> · أول رمز {0} ث</translation>
        </message>
        <message>
            <source>{0} tok/s{1}</source>
            <translation>{0} رمز/ث{1}</translation>
        </message>
        <message>
            <source>Speed of the last reply in this conversation</source>
            <translation>سرعة آخر رد في هذه المحادثة</translation>
        </message>
        <message>
            <source>No reply in this conversation yet</source>
            <translation>لا يوجد رد في هذه المحادثة بعد</translation>
        </message>
    </context>
    <context>
        <name>StoreWrites</name>
        <message>
            <source>the disk is full</source>
            <translation>القرص ممتلئ</translation>
        </message>
        <message>
            <source>the conversations file can't be written (read-only)</source>
            <translation>تعذّرت الكتابة في ملف المحادثات (للقراءة فقط)</translation>
        </message>
        <message>
            <source>the conversations file can't be written</source>
            <translation>تعذّرت الكتابة في ملف المحادثات</translation>
        </message>
        <message>
            <source>Couldn't save: {0}. The reply is kept in memory; free some space and it will be saved.</source>
            <translation>تعذّر الحفظ: {0}. الرد محفوظ في الذاكرة؛ أفرغ بعض المساحة وسيُحفظ.</translation>
        </message>
        <message>
            <source>Everything is saved again.</source>
            <translation>حُفظ كل شيء من جديد.</translation>
        </message>
    </context>
    <context>
        <name>ThinkButton</name>
        <message>
            <source>This model answers without thinking first.</source>
            <translation>يجيب هذا النموذج دون أن يفكّر أولًا.</translation>
        </message>
        <message>
            <source>This model thinks before it answers; thinking can be switched off for a chat.</source>
            <translation>يفكّر هذا النموذج قبل أن يجيب؛ ويمكن إيقاف التفكير لدردشة ما.</translation>
        </message>
        <message>
            <source>This model always thinks before it answers (not switchable: its chat template has no switch).</source>
            <translation>يفكّر هذا النموذج دائمًا قبل أن يجيب (لا يمكن إيقافه: قالب دردشته بلا مفتاح).</translation>
        </message>
        <message>
            <source>Think</source>
            <translation>التفكير</translation>
        </message>
        <message>
            <source>Think before answering</source>
            <translation>التفكير قبل الإجابة</translation>
        </message>
        <message>
            <source>Think by default with this model</source>
            <translation>التفكير افتراضيًا مع هذا النموذج</translation>
        </message>
        <message>
            <source>On: the model thinks before it answers in this chat (click to answer at once)</source>
            <translation>مشغّل: يفكّر النموذج قبل أن يجيب في هذه الدردشة (انقر ليجيب فورًا)</translation>
        </message>
        <message>
            <source>Off: the model answers at once in this chat (click to let it think)</source>
            <translation>متوقف: يجيب النموذج فورًا في هذه الدردشة (انقر لتدعه يفكّر)</translation>
        </message>
        <message>
            <source>{0}. The arrow sets what new chats with this model start with.</source>
            <translation>{0}. يحدّد السهم كيف تبدأ الدردشات الجديدة مع هذا النموذج.</translation>
        </message>
    </context>
    <context>
        <name>ThinkingHtml</name>
        <message>
            <source>Its latest lines as it thinks; all of it once the reply has ended.</source>
            <translation>أحدث أسطره أثناء التفكير؛ وكله بعد انتهاء الرد.</translation>
        </message>
        <message>
            <source>The reply stopped while the model was still thinking: it has no answer yet. Continue lets it go on.</source>
            <translation>توقف الرد والنموذج ما زال يفكّر: لا إجابة بعد. «متابعة» تدعه يكمل.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>يفكّر…</translation>
        </message>
        <message numerus="yes">
            <source>Thought for %Ln s</source>
            <translation>
                <numerusform>فكّر أقل من ثانية</numerusform>
                <numerusform>فكّر ثانية واحدة</numerusform>
                <numerusform>فكّر ثانيتين</numerusform>
                <numerusform>فكّر %Ln ثوانٍ</numerusform>
                <numerusform>فكّر %Ln ثانية</numerusform>
                <numerusform>فكّر %Ln ثانية</numerusform>
            </translation>
        </message>
        <message>
            <source>Thought for less than a second</source>
            <translation>فكّر أقل من ثانية</translation>
        </message>
        <message>
            <source>Thinking</source>
            <translation>التفكير</translation>
        </message>
        <message>
            <source>Hide the thinking</source>
            <translation>إخفاء التفكير</translation>
        </message>
        <message>
            <source>Show what the model thought before answering</source>
            <translation>عرض ما فكّر فيه النموذج قبل الإجابة</translation>
        </message>
        <message numerus="yes">
            <source>%Ln word(s)</source>
            <translation>
                <numerusform>لا كلمات</numerusform>
                <numerusform>كلمة واحدة</numerusform>
                <numerusform>كلمتان</numerusform>
                <numerusform>%Ln كلمات</numerusform>
                <numerusform>%Ln كلمة</numerusform>
                <numerusform>%Ln كلمة</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Thread</name>
        <message numerus="yes">
            <source>%n earlier message(s) left out of this reply: the model's context is full. Start a new chat, or load a model with a larger context, to keep everything in view.</source>
            <translation>
                <numerusform>لم تُسقط أي رسالة سابقة من هذا الرد.</numerusform>
                <numerusform>أُسقطت رسالة سابقة واحدة من هذا الرد: سياق النموذج ممتلئ. ابدأ دردشة جديدة، أو حمّل نموذجًا بسياق أكبر، لتبقى كلها في الحسبان.</numerusform>
                <numerusform>أُسقطت رسالتان سابقتان من هذا الرد: سياق النموذج ممتلئ. ابدأ دردشة جديدة، أو حمّل نموذجًا بسياق أكبر، لتبقى كلها في الحسبان.</numerusform>
                <numerusform>أُسقطت %n رسائل سابقة من هذا الرد: سياق النموذج ممتلئ. ابدأ دردشة جديدة، أو حمّل نموذجًا بسياق أكبر، لتبقى كلها في الحسبان.</numerusform>
                <numerusform>أُسقطت %n رسالة سابقة من هذا الرد: سياق النموذج ممتلئ. ابدأ دردشة جديدة، أو حمّل نموذجًا بسياق أكبر، لتبقى كلها في الحسبان.</numerusform>
                <numerusform>أُسقطت %n رسالة سابقة من هذا الرد: سياق النموذج ممتلئ. ابدأ دردشة جديدة، أو حمّل نموذجًا بسياق أكبر، لتبقى كلها في الحسبان.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading your message… {0} %</source>
            <translation>جارٍ قراءة رسالتك… {0} %</translation>
        </message>
        <message>
            <source> (about {0} s left)</source>
            <translation> (بقي نحو {0} ث)</translation>
        </message>
        <message>
            <source> (about {0} min left)</source>
            <translation> (بقي نحو {0} د)</translation>
        </message>
    </context>
    <context>
        <name>ToolCallCard</name>
        <message>
            <source>Tool call</source>
            <translation>استدعاء أداة</translation>
        </message>
        <message>
            <source>&amp;Allow once</source>
            <translation>ال&amp;سماح مرة</translation>
        </message>
        <message>
            <source>Al&amp;ways allow this tool</source>
            <translation>السماح &amp;دائمًا بهذه الأداة</translation>
        </message>
        <message>
            <source>&amp;Deny</source>
            <translation>&amp;رفض</translation>
        </message>
        <message>
            <source>built into Hearth</source>
            <translation>مدمجة في Hearth</translation>
        </message>
        <message>
            <source>from the tool server {0}</source>
            <translation>من خادم الأدوات {0}</translation>
        </message>
        <message>
            <source>The assistant wants to run &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt;</source>
            <translation>يريد المساعد تشغيل &lt;b&gt;{0}&lt;/b&gt; ({1}) مع &lt;code&gt;{2}&lt;/code&gt;</translation>
        </message>
        <message>
            <source>Running &lt;b&gt;{0}&lt;/b&gt; ({1}) with &lt;code&gt;{2}&lt;/code&gt; … (Stop ends it)</source>
            <translation>جارٍ تشغيل &lt;b&gt;{0}&lt;/b&gt; ({1}) مع &lt;code&gt;{2}&lt;/code&gt; … («إيقاف» ينهيه)</translation>
        </message>
    </context>
    <context>
        <name>ToolServersDialog</name>
        <message>
            <source>Tool servers</source>
            <translation>خوادم الأدوات</translation>
        </message>
        <message>
            <source>Server details</source>
            <translation>تفاصيل الخادم</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>إ&amp;ضافة…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;تعديل…</translation>
        </message>
        <message>
            <source>&amp;Import mcp.json…</source>
            <translation>ا&amp;ستيراد mcp.json…</translation>
        </message>
        <message>
            <source>&amp;Test</source>
            <translation>ا&amp;ختبار</translation>
        </message>
        <message>
            <source>Turn o&amp;ff</source>
            <translation>إي&amp;قاف</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>إ&amp;زالة</translation>
        </message>
        <message>
            <source>Always allowed tools</source>
            <translation>الأدوات المسموح بها دائمًا</translation>
        </message>
        <message>
            <source>&amp;Forget</source>
            <translation>&amp;نسيان</translation>
        </message>
        <message>
            <source>Servers whose tools chats may call (choose them per chat with the Tools button):</source>
            <translation>الخوادم التي يمكن للدردشات استدعاء أدواتها (اخترها لكل دردشة بزر «الأدوات»):</translation>
        </message>
        <message>
            <source>Run without asking:</source>
            <translation>التشغيل دون سؤال:</translation>
        </message>
        <message>
            <source>No tool servers yet. Add one, or import the mcp.json of Claude Desktop, Cursor or LM Studio.</source>
            <translation>لا توجد خوادم أدوات بعد. أضف واحدًا، أو استورد mcp.json من Claude Desktop أو Cursor أو LM Studio.</translation>
        </message>
        <message>
            <source>Turn o&amp;n</source>
            <translation>ت&amp;شغيل</translation>
        </message>
        <message>
            <source>Import mcp.json</source>
            <translation>استيراد mcp.json</translation>
        </message>
        <message>
            <source>JSON (*.json);;All files (*)</source>
            <translation>JSON (*.json);;كل الملفات (*)</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n server(s): {0}.</source>
            <translation>
                <numerusform>لم يُستورد أي خادم: {0}.</numerusform>
                <numerusform>استُورد خادم واحد: {0}.</numerusform>
                <numerusform>استُورد خادمان: {0}.</numerusform>
                <numerusform>استُوردت %n خوادم: {0}.</numerusform>
                <numerusform>استُورد %n خادمًا: {0}.</numerusform>
                <numerusform>استُورد %n خادم: {0}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>لم يُستورد شيء.</translation>
        </message>
        <message>
            <source>Left out:</source>
            <translation>المستبعد:</translation>
        </message>
        <message>
            <source>Starting {0}…</source>
            <translation>جارٍ تشغيل {0}…</translation>
        </message>
        <message>
            <source>(left out) {0}</source>
            <translation>(مستبعدة) {0}</translation>
        </message>
        <message>
            <source>Not running: it starts when a chat that uses it needs it (or press Test).</source>
            <translation>لا يعمل: يبدأ حين تحتاج إليه دردشة تستخدمه (أو اضغط «اختبار»).</translation>
        </message>
        <message>
            <source>Its last output:</source>
            <translation>آخر مخرجاته:</translation>
        </message>
    </context>
    <context>
        <name>Tools</name>
        <message>
            <source>Waiting for your answer: {0}</source>
            <translation>بانتظار إجابتك: {0}</translation>
        </message>
        <message>
            <source>Running {0}…</source>
            <translation>جارٍ تشغيل {0}…</translation>
        </message>
        <message>
            <source>The current date and time, here or in a time zone.</source>
            <translation>التاريخ والوقت الحاليان، هنا أو في منطقة زمنية.</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>التاريخ والوقت</translation>
        </message>
        <message>
            <source>Compute an arithmetic expression exactly, e.g. 17*23 or sqrt(2).</source>
            <translation>حساب تعبير حسابي بدقة، مثل 17*23 أو sqrt(2).</translation>
        </message>
        <message>
            <source>Calculator</source>
            <translation>الحاسبة</translation>
        </message>
        <message>
            <source>Search this person's earlier conversations.</source>
            <translation>البحث في محادثات هذا الشخص السابقة.</translation>
        </message>
        <message>
            <source>Search my conversations</source>
            <translation>البحث في محادثاتي</translation>
        </message>
        <message>
            <source>Search the documents attached to this chat.</source>
            <translation>البحث في المستندات المرفقة بهذه الدردشة.</translation>
        </message>
        <message>
            <source>Search this chat's documents</source>
            <translation>البحث في مستندات هذه الدردشة</translation>
        </message>
        <message>
            <source>Keep a lasting fact about the person (their name, work, preferences) for later chats. The person is asked first.</source>
            <translation>الاحتفاظ بحقيقة دائمة عن الشخص (اسمه، عمله، تفضيلاته) للدردشات اللاحقة. يُسأل الشخص أولًا.</translation>
        </message>
        <message>
            <source>Remember (asks first)</source>
            <translation>التذكّر (يسأل أولًا)</translation>
        </message>
    </context>
    <context>
        <name>ToolsButton</name>
        <message>
            <source>Server: {0}</source>
            <translation>الخادم: {0}</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>الأدوات</translation>
        </message>
        <message>
            <source>Which tools this chat may call (each call is shown and asked first)</source>
            <translation>الأدوات التي يمكن لهذه الدردشة استدعاؤها (يُعرض كل استدعاء ويُستأذن فيه أولًا)</translation>
        </message>
        <message>
            <source>Tools ({0})</source>
            <translation>الأدوات ({0})</translation>
        </message>
        <message>
            <source> (uses the network)</source>
            <translation> (يستخدم الشبكة)</translation>
        </message>
        <message>
            <source>{0} (off: {1})</source>
            <translation>{0} (معطّلة: {1})</translation>
        </message>
        <message>
            <source>{0} (failed to start)</source>
            <translation>{0} (فشل التشغيل)</translation>
        </message>
        <message>
            <source>It failed: {0}. Tool servers… shows its last output.</source>
            <translation>فشل: {0}. تعرض «خوادم الأدوات…» آخر مخرجاته.</translation>
        </message>
        <message>
            <source>A reply must start with a tool call</source>
            <translation>يجب أن يبدأ الرد باستدعاء أداة</translation>
        </message>
        <message>
            <source>For small models that do not choose tools by themselves</source>
            <translation>للنماذج الصغيرة التي لا تختار الأدوات بنفسها</translation>
        </message>
        <message>
            <source>Tool servers…</source>
            <translation>خوادم الأدوات…</translation>
        </message>
    </context>
    <context>
        <name>TurnRules</name>
        <message>
            <source>A reply is still being written. Wait for it, or press Stop (Esc).</source>
            <translation>ما زال الرد قيد الكتابة. انتظره أو اضغط إيقاف (Esc).</translation>
        </message>
        <message>
            <source>Another model is loading. Wait until it is ready, then send again.</source>
            <translation>يجري تحميل نموذج آخر. انتظر حتى يجهز، ثم أرسل مرة أخرى.</translation>
        </message>
        <message>
            <source>No model is still loading, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>ما زال النموذج قيد التحميل، فلا شيء يجيب بعد. افتح مجلد نموذج أو استخدم النموذج التجريبي، ثم أرسل مرة أخرى.</translation>
        </message>
        <message>
            <source>No model is loaded, so there is nothing to answer with yet. Open a model folder or use the demo model, then send again.</source>
            <translation>لا يوجد نموذج محمّل، فلا شيء يجيب بعد. افتح مجلد نموذج أو استخدم النموذج التجريبي، ثم أرسل مرة أخرى.</translation>
        </message>
        <message>
            <source>Only the last reply can be regenerated; edit a message to branch earlier.</source>
            <translation>يمكن إعادة توليد الرد الأخير فقط؛ عدّل رسالة لتتفرّع من نقطة أبكر.</translation>
        </message>
        <message>
            <source>Only the last reply can be continued.</source>
            <translation>يمكن متابعة الرد الأخير فقط.</translation>
        </message>
    </context>
    <context>
        <name>TurnRunner</name>
        <message>
            <source>The reply could not be started: {0}. Free some space and try again.</source>
            <translation>تعذّر بدء الرد: {0}. أفرغ بعض المساحة وحاول مرة أخرى.</translation>
        </message>
        <message>
            <source>The images in this chat were left out: {0} does not see images (choose a model marked "sees images" to show them).</source>
            <translation>أُسقطت الصور في هذه الدردشة: {0} لا يرى الصور (اختر نموذجًا موسومًا بـ"يرى الصور" لعرضها).</translation>
        </message>
        <message numerus="yes">
            <source>%n image(s) in this chat could not be read and were left out; the reply goes on without them.</source>
            <translation>
                <numerusform>لم تتعذّر قراءة أي صورة.</numerusform>
                <numerusform>تعذّرت قراءة صورة واحدة في هذه الدردشة فأُسقطت؛ ويستمر الرد بدونها.</numerusform>
                <numerusform>تعذّرت قراءة صورتين في هذه الدردشة فأُسقطتا؛ ويستمر الرد بدونهما.</numerusform>
                <numerusform>تعذّرت قراءة %n صور في هذه الدردشة فأُسقطت؛ ويستمر الرد بدونها.</numerusform>
                <numerusform>تعذّرت قراءة %n صورة في هذه الدردشة فأُسقطت؛ ويستمر الرد بدونها.</numerusform>
                <numerusform>تعذّرت قراءة %n صورة في هذه الدردشة فأُسقطت؛ ويستمر الرد بدونها.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting: the model is answering {0} (%n request(s) ahead)…</source>
            <translation>
                <numerusform>في الانتظار: النموذج يجيب {0} (لا طلبات قبلك)…</numerusform>
                <numerusform>في الانتظار: النموذج يجيب {0} (طلب واحد قبلك)…</numerusform>
                <numerusform>في الانتظار: النموذج يجيب {0} (طلبان قبلك)…</numerusform>
                <numerusform>في الانتظار: النموذج يجيب {0} (%n طلبات قبلك)…</numerusform>
                <numerusform>في الانتظار: النموذج يجيب {0} (%n طلبًا قبلك)…</numerusform>
                <numerusform>في الانتظار: النموذج يجيب {0} (%n طلب قبلك)…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting for the engine (%n request(s) ahead)…</source>
            <translation>
                <numerusform>في انتظار المحرك (لا طلبات قبلك)…</numerusform>
                <numerusform>في انتظار المحرك (طلب واحد قبلك)…</numerusform>
                <numerusform>في انتظار المحرك (طلبان قبلك)…</numerusform>
                <numerusform>في انتظار المحرك (%n طلبات قبلك)…</numerusform>
                <numerusform>في انتظار المحرك (%n طلبًا قبلك)…</numerusform>
                <numerusform>في انتظار المحرك (%n طلب قبلك)…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VariantPage</name>
        <message>
            <source>← Back</source>
            <translation>→ رجوع</translation>
        </message>
        <message>
            <source>Back to the list of models</source>
            <translation>العودة إلى قائمة النماذج</translation>
        </message>
        <message>
            <source>About this model</source>
            <translation>حول هذا النموذج</translation>
        </message>
        <message>
            <source>Variant list status</source>
            <translation>حالة قائمة النسخ</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>إعادة المحاولة</translation>
        </message>
        <message>
            <source>List the variants again</source>
            <translation>سرد النسخ مجددًا</translation>
        </message>
        <message>
            <source>Show all variants, including those this computer cannot run</source>
            <translation>عرض كل النسخ، ومنها التي لا يستطيع هذا الحاسوب تشغيلها</translation>
        </message>
        <message>
            <source>Show all variants</source>
            <translation>عرض كل النسخ</translation>
        </message>
        <message>
            <source>Hidden variants</source>
            <translation>النسخ المخفية</translation>
        </message>
        <message>
            <source>Model {0}</source>
            <translation>النموذج {0}</translation>
        </message>
        <message>
            <source>Listing the files of {0} on the hub…</source>
            <translation>جارٍ سرد ملفات {0} في المستودع…</translation>
        </message>
        <message>
            <source>{0} has no model Hearth can run: no folder with a genai_config.json and no onnx/model*.onnx export. Choose another model.</source>
            <translation>لا يحوي {0} نموذجًا يستطيع Hearth تشغيله: لا مجلد فيه genai_config.json ولا تصدير onnx/model*.onnx. اختر نموذجًا آخر.</translation>
        </message>
        <message>
            <source>(repository root)</source>
            <translation>(جذر المستودع)</translation>
        </message>
        <message>
            <source>Built for {0}, which this computer lacks.</source>
            <translation>مبني لـ {0}، وهو غير موجود في هذا الحاسوب.</translation>
        </message>
        <message>
            <source>Cannot run here</source>
            <translation>لا يعمل هنا</translation>
        </message>
        <message>
            <source>Hearth could not measure this computer's memory speed.</source>
            <translation>تعذّر على Hearth قياس سرعة ذاكرة هذا الحاسوب.</translation>
        </message>
        <message>
            <source>Installed · Use</source>
            <translation>مثبّت · استخدام</translation>
        </message>
        <message>
            <source>This variant is already installed: chat with it.</source>
            <translation>هذه النسخة مثبّتة بالفعل: دردش معها.</translation>
        </message>
        <message>
            <source>Use {0}</source>
            <translation>استخدام {0}</translation>
        </message>
        <message>
            <source>Download</source>
            <translation>تنزيل</translation>
        </message>
        <message>
            <source>This computer cannot run it: it is built for {0}.</source>
            <translation>لا يستطيع هذا الحاسوب تشغيلها: إنها مبنية لـ {0}.</translation>
        </message>
        <message>
            <source>Download {0}</source>
            <translation>تنزيل {0}</translation>
        </message>
        <message>
            <source>Downloading is off: {0}.</source>
            <translation>التنزيل معطّل: {0}.</translation>
        </message>
        <message numerus="yes">
            <source>%n more variant(s) for {0} hidden: this computer cannot run them.</source>
            <translation>
                <numerusform>لا نسخ أخرى مخفية لـ {0}.</numerusform>
                <numerusform>أُخفيت نسخة أخرى لـ {0}: لا يستطيع هذا الحاسوب تشغيلها.</numerusform>
                <numerusform>أُخفيت نسختان أخريان لـ {0}: لا يستطيع هذا الحاسوب تشغيلهما.</numerusform>
                <numerusform>أُخفيت %n نسخ أخرى لـ {0}: لا يستطيع هذا الحاسوب تشغيلها.</numerusform>
                <numerusform>أُخفيت %n نسخة أخرى لـ {0}: لا يستطيع هذا الحاسوب تشغيلها.</numerusform>
                <numerusform>أُخفيت %n نسخة أخرى لـ {0}: لا يستطيع هذا الحاسوب تشغيلها.</numerusform>
            </translation>
        </message>
        <message>
            <source>None of the variants of {0} runs on this computer.</source>
            <translation>لا تعمل أي نسخة من {0} على هذا الحاسوب.</translation>
        </message>
    </context>
    <context>
        <name>Voice</name>
        <message>
            <source>Read aloud</source>
            <translation>قراءة بصوت عالٍ</translation>
        </message>
        <message>
            <source>Read this reply aloud with the system's voice (Esc stops it)</source>
            <translation>قراءة هذا الرد بصوت النظام (Esc يوقفه)</translation>
        </message>
        <message>
            <source>Dictate</source>
            <translation>إملاء</translation>
        </message>
        <message>
            <source>Voice conversation</source>
            <translation>محادثة صوتية</translation>
        </message>
        <message>
            <source>Microphone level</source>
            <translation>مستوى الميكروفون</translation>
        </message>
        <message>
            <source>Dictation</source>
            <translation>الإملاء</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>إيقاف القراءة</translation>
        </message>
        <message>
            <source>Silence the voice reading the reply (Esc)</source>
            <translation>إسكات الصوت الذي يقرأ الرد (Esc)</translation>
        </message>
        <message>
            <source>Read replies a&amp;loud</source>
            <translation>قراءة الردود بصوت &amp;عالٍ</translation>
        </message>
        <message>
            <source>Read each new reply aloud while it is written</source>
            <translation>قراءة كل رد جديد بصوت عالٍ أثناء كتابته</translation>
        </message>
        <message>
            <source>Listening… (Esc cancels)</source>
            <translation>جارٍ الاستماع… (Esc للإلغاء)</translation>
        </message>
        <message>
            <source>Writing down…</source>
            <translation>جارٍ التدوين…</translation>
        </message>
        <message>
            <source>Stop listening and write down what you said (Ctrl+Shift+D)</source>
            <translation>إيقاف الاستماع وتدوين ما قلته (Ctrl+Shift+D)</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear here for you to edit (Ctrl+Shift+D; Esc cancels)</source>
            <translation>إملاء: تكلّم، فتظهر الكلمات هنا لتعدّلها (Ctrl+Shift+D؛ Esc للإلغاء)</translation>
        </message>
        <message>
            <source>Dictation needs Qt's multimedia module (PySide6-Addons), which this build of Hearth lacks.</source>
            <translation>يحتاج الإملاء إلى وحدة الوسائط المتعددة في Qt ‏(PySide6-Addons)، وهي غير موجودة في هذا الإصدار من Hearth.</translation>
        </message>
        <message>
            <source>No microphone was found. Connect one, or check that the system's sound settings list an input device.</source>
            <translation>لم يُعثر على ميكروفون. وصّل واحدًا، أو تحقق من أن إعدادات الصوت في النظام تعرض جهاز إدخال.</translation>
        </message>
        <message>
            <source>The microphone could not be opened: the system may be refusing Hearth access to it (macOS: System Settings → Privacy &amp; Security → Microphone; Windows: Settings → Privacy → Microphone), or another program holds it.</source>
            <translation>تعذّر فتح الميكروفون: ربما يمنع النظام Hearth من الوصول إليه (macOS: إعدادات النظام ← الخصوصية والأمن ← الميكروفون؛ Windows: الإعدادات ← الخصوصية ← الميكروفون)، أو يستخدمه برنامج آخر.</translation>
        </message>
        <message>
            <source>No voices were found to read aloud with. On Linux install speech-dispatcher (with espeak-ng) or flite; Windows and macOS have voices of their own.</source>
            <translation>لم يُعثر على أصوات للقراءة. على Linux ثبّت speech-dispatcher (مع espeak-ng) أو flite؛ أما Windows وmacOS فلهما أصواتهما.</translation>
        </message>
        <message>
            <source>The voice engine '{name}' is not installed here.</source>
            <translation>محرّك الصوت «{name}» غير مثبّت هنا.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>دون ذكر سبب</translation>
        </message>
        <message>
            <source>The voice could not start ({name}: {why}).</source>
            <translation>تعذّر تشغيل الصوت ({name}: {why}).</translation>
        </message>
        <message>
            <source>Reading aloud failed: {why}</source>
            <translation>فشلت القراءة بصوت عالٍ: {why}</translation>
        </message>
        <message>
            <source>&amp;Voice</source>
            <translation>ال&amp;صوت</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>الميكروفون</translation>
        </message>
        <message>
            <source>Find microphones and voices</source>
            <translation>البحث عن الميكروفونات والأصوات</translation>
        </message>
        <message>
            <source>Read replies aloud while they are written</source>
            <translation>قراءة الردود بصوت عالٍ أثناء كتابتها</translation>
        </message>
        <message>
            <source>Send what I dictate when I stop talking</source>
            <translation>إرسال ما أمليه حين أتوقف عن الكلام</translation>
        </message>
        <message>
            <source>Dictation (Ctrl+Shift+D) writes your words into the message box; with the second switch on the message is sent as soon as they are written down. Speech is turned into text on this computer; the recording is kept in memory only.</source>
            <translation>يكتب الإملاء (Ctrl+Shift+D) كلماتك في مربع الرسالة؛ ومع تشغيل المفتاح الثاني تُرسل الرسالة فور تدوينها. يُحوَّل الكلام إلى نص على هذا الحاسوب؛ ويبقى التسجيل في الذاكرة فقط.</translation>
        </message>
        <message>
            <source>Voice</source>
            <translation>الصوت</translation>
        </message>
        <message>
            <source>Speaking rate</source>
            <translation>سرعة الكلام</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>مستوى الصوت</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>السرعة</translation>
        </message>
        <message>
            <source>Looking for microphones…</source>
            <translation>جارٍ البحث عن ميكروفونات…</translation>
        </message>
        <message>
            <source>The microphones could not be listed ({error}).</source>
            <translation>تعذّر سرد الميكروفونات ({error}).</translation>
        </message>
        <message>
            <source>No microphone was found: connect one, or check the system's sound settings.</source>
            <translation>لم يُعثر على ميكروفون: وصّل واحدًا، أو راجع إعدادات الصوت في النظام.</translation>
        </message>
        <message>
            <source>The system's default</source>
            <translation>الافتراضي في النظام</translation>
        </message>
        <message>
            <source>Talk</source>
            <translation>تحدّث</translation>
        </message>
        <message>
            <source>Listening — speak now (Esc leaves the conversation)</source>
            <translation>يستمع — تحدّث الآن (Esc يُنهي المحادثة)</translation>
        </message>
        <message>
            <source>Thinking… (Esc leaves the conversation)</source>
            <translation>يفكّر… (Esc يُنهي المحادثة)</translation>
        </message>
        <message>
            <source>Speaking — speak to interrupt (Esc leaves the conversation)</source>
            <translation>يتحدّث — تحدّث لمقاطعته (Esc يُنهي المحادثة)</translation>
        </message>
        <message>
            <source>Leave the voice conversation (Ctrl+Shift+T or Esc)</source>
            <translation>مغادرة المحادثة الصوتية (Ctrl+Shift+T أو Esc)</translation>
        </message>
        <message>
            <source>Talk with the model hands-free: it listens, answers aloud and listens again; speaking interrupts it (Ctrl+Shift+T; Esc leaves)</source>
            <translation>تحدّث مع النموذج دون استخدام اليدين: يستمع ويجيب بصوت عالٍ ثم يستمع مجددًا؛ الكلام يقاطعه (Ctrl+Shift+T؛ Esc للمغادرة)</translation>
        </message>
        <message>
            <source>the voice engine '{name}' did not start within {seconds} s</source>
            <translation>لم يبدأ محرك الصوت '{name}' خلال {seconds} ث</translation>
        </message>
    </context>
    <context>
        <name>WindowActions</name>
        <message>
            <source>&amp;New chat</source>
            <translation>دردشة &amp;جديدة</translation>
        </message>
        <message>
            <source>Start a new chat</source>
            <translation>بدء دردشة جديدة</translation>
        </message>
        <message>
            <source>&amp;Search conversations</source>
            <translation>ال&amp;بحث في المحادثات</translation>
        </message>
        <message>
            <source>Search every conversation</source>
            <translation>البحث في كل المحادثات</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>التف&amp;ضيلات…</translation>
        </message>
        <message>
            <source>Preferences: theme, text size, defaults for new chats…</source>
            <translation>التفضيلات: السمة وحجم النص والقيم الافتراضية للدردشات الجديدة…</translation>
        </message>
        <message>
            <source>Se&amp;ttings for this chat</source>
            <translation>إ&amp;عدادات هذه الدردشة</translation>
        </message>
        <message>
            <source>Show or hide the settings of this chat</source>
            <translation>إظهار إعدادات هذه الدردشة أو إخفاؤها</translation>
        </message>
        <message>
            <source>&amp;Regenerate last reply</source>
            <translation>إعادة تو&amp;ليد آخر رد</translation>
        </message>
        <message>
            <source>Write the last reply again</source>
            <translation>كتابة آخر رد مجددًا</translation>
        </message>
        <message>
            <source>Choose the &amp;model…</source>
            <translation>اختيار ال&amp;نموذج…</translation>
        </message>
        <message>
            <source>Pick, switch or eject the chat's model</source>
            <translation>اختيار نموذج الدردشة أو تبديله أو إخراجه</translation>
        </message>
        <message>
            <source>Go to the message &amp;box</source>
            <translation>الانتقال إلى مر&amp;بع الرسالة</translation>
        </message>
        <message>
            <source>Put the cursor in the message box</source>
            <translation>وضع المؤشر في مربع الرسالة</translation>
        </message>
        <message>
            <source>&amp;Attach files…</source>
            <translation>إ&amp;رفاق ملفات…</translation>
        </message>
        <message>
            <source>Attach files to this chat</source>
            <translation>إرفاق ملفات بهذه الدردشة</translation>
        </message>
        <message>
            <source>&amp;Edit your last message</source>
            <translation>تعد&amp;يل آخر رسالة لك</translation>
        </message>
        <message>
            <source>Edit your last message and send it again</source>
            <translation>تعديل آخر رسالة لك وإرسالها مجددًا</translation>
        </message>
        <message>
            <source>C&amp;ontinue the stopped reply</source>
            <translation>م&amp;تابعة الرد المتوقف</translation>
        </message>
        <message>
            <source>Let the stopped reply go on</source>
            <translation>دع الرد المتوقف يكمل</translation>
        </message>
        <message>
            <source>&amp;Copy the last reply</source>
            <translation>ن&amp;سخ آخر رد</translation>
        </message>
        <message>
            <source>Copy the last reply's text</source>
            <translation>نسخ نص آخر رد</translation>
        </message>
        <message>
            <source>&amp;Dictate</source>
            <translation>إ&amp;ملاء</translation>
        </message>
        <message>
            <source>Dictate: speak, and the words appear in the message box (press again, or pause, to stop; Esc cancels)</source>
            <translation>إملاء: تكلّم، فتظهر الكلمات في مربع الرسالة (اضغط مجددًا أو توقف قليلًا للإيقاف؛ Esc للإلغاء)</translation>
        </message>
        <message>
            <source>&amp;Talk (voice conversation)</source>
            <translation>تحدّث (محادثة &amp;صوتية)</translation>
        </message>
        <message>
            <source>Talk hands-free: Hearth listens, answers aloud and listens again; speaking interrupts it; Esc leaves</source>
            <translation>تحدّث دون استخدام اليدين: يستمع Hearth ويجيب بصوت عالٍ ثم يستمع مجددًا؛ الكلام يقاطعه؛ Esc للمغادرة</translation>
        </message>
        <message>
            <source>&amp;Export conversation…</source>
            <translation>&amp;تصدير المحادثة…</translation>
        </message>
        <message>
            <source>Save this chat as Markdown, HTML, PDF or JSON</source>
            <translation>حفظ هذه الدردشة بصيغة Markdown أو HTML أو PDF أو JSON</translation>
        </message>
        <message>
            <source>&amp;Open model folder…</source>
            <translation>&amp;فتح مجلد نموذج…</translation>
        </message>
        <message>
            <source>Load a model from a folder</source>
            <translation>تحميل نموذج من مجلد</translation>
        </message>
        <message>
            <source>&amp;Models…</source>
            <translation>ال&amp;نماذج…</translation>
        </message>
        <message>
            <source>Browse, download and manage models</source>
            <translation>تصفّح النماذج وتنزيلها وإدارتها</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>ا&amp;ختصارات لوحة المفاتيح</translation>
        </message>
        <message>
            <source>Show this list</source>
            <translation>عرض هذه القائمة</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;خروج</translation>
        </message>
        <message>
            <source>Quit Hearth</source>
            <translation>الخروج من Hearth</translation>
        </message>
        <message>
            <source>Send the message</source>
            <translation>إرسال الرسالة</translation>
        </message>
        <message>
            <source>New line in the message</source>
            <translation>سطر جديد في الرسالة</translation>
        </message>
        <message>
            <source>Stop the reply being written; leave the voice conversation, edit mode or search</source>
            <translation>إيقاف الرد الجاري كتابته؛ مغادرة المحادثة الصوتية أو وضع التعديل أو البحث</translation>
        </message>
        <message>
            <source>Rename the chat chosen in the list</source>
            <translation>إعادة تسمية الدردشة المختارة في القائمة</translation>
        </message>
        <message>
            <source>Delete the chat chosen in the list (Undo brings it back)</source>
            <translation>حذف الدردشة المختارة في القائمة («تراجع» يعيدها)</translation>
        </message>
        <message>
            <source>Go to the next part of the window, in screen order: New chat, the conversations, the libraries, the model, the messages' actions, the message box and its buttons, the chat's settings</source>
            <translation>الانتقال إلى الجزء التالي من النافذة بترتيب الشاشة: دردشة جديدة، المحادثات، المكتبات، النموذج، إجراءات الرسائل، مربع الرسالة وأزراره، إعدادات الدردشة</translation>
        </message>
        <message>
            <source>Go back to the previous part of the window</source>
            <translation>العودة إلى الجزء السابق من النافذة</translation>
        </message>
        <message>
            <source>Remember something about you in every chat (Memory → Remember…)</source>
            <translation>تذكّر شيئًا عنك في كل دردشة (الذاكرة ← تذكّر…)</translation>
        </message>
        <message>
            <source>See, edit, turn off or delete what Hearth remembers (Memory → Memories…)</source>
            <translation>عرض ما يتذكّره Hearth أو تعديله أو إيقافه أو حذفه (الذاكرة ← الذكريات…)</translation>
        </message>
        <message>
            <source>Make a project: chats with shared instructions, documents and model (Projects → New project…)</source>
            <translation>إنشاء مشروع: دردشات بتعليمات ومستندات ونموذج مشتركة (المشاريع ← مشروع جديد…)</translation>
        </message>
        <message>
            <source>A new chat in the project of the chat open now</source>
            <translation>دردشة جديدة في مشروع الدردشة المفتوحة الآن</translation>
        </message>
        <message>
            <source>A new incognito chat: no memory, deleted for good when you leave it (File → New incognito chat)</source>
            <translation>دردشة خفية جديدة: بلا ذاكرة، وتُحذف نهائيًا عندما تغادرها (ملف ← دردشة خفية جديدة)</translation>
        </message>
        <message>
            <source>Compare two replies: the message to two models, or to one model with two settings (Chat → Compare two replies…)</source>
            <translation>مقارنة ردّين: الرسالة إلى نموذجين، أو إلى نموذج واحد بإعدادين مختلفين (الدردشة ← مقارنة ردّين…)</translation>
        </message>
        <message>
            <source>Use the &amp;demo model</source>
            <translation>&amp;استخدام النموذج التجريبي</translation>
        </message>
        <message>
            <source>&amp;Import conversation…</source>
            <translation>ا&amp;ستيراد محادثة…</translation>
        </message>
        <message>
            <source>&amp;Stop reply	Esc</source>
            <translation>إيقا&amp;ف الرد	Esc</translation>
        </message>
        <message>
            <source>&amp;About Hearth</source>
            <translation>&amp;حول Hearth</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;ملف</translation>
        </message>
        <message>
            <source>&amp;Chat</source>
            <translation>&amp;دردشة</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;عرض</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>م&amp;ساعدة</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>شريط القوائم</translation>
        </message>
    </context>
    <context>
        <name>WindowDialogs</name>
        <message>
            <source>The models folder can be changed only where Hearth manages models.</source>
            <translation>لا يمكن تغيير مجلد النماذج إلا حيث يدير Hearth النماذج.</translation>
        </message>
    </context>
</TS>
