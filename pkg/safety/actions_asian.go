package safety

// Round 26 lexicons for the languages of East, South-East and South Asia:
// Chinese, Japanese, Korean, Thai, Vietnamese, Indonesian, Malay, Tagalog,
// Hindi, Bengali, Marathi, Telugu, Tamil and Urdu. Each entry was written
// for the concept (see actionLex), in the words a native writer would use
// in an order to an agent.
//
// Chinese, Japanese, Korean and Thai stems match anywhere in a word, so
// they are phrases or compounds specific to the concept: a bare "use"
// (使用, 사용, ใช้) also sits inside the word for "user" and is not listed
// alone. The Indic scripts and Urdu match at the start of a word; their
// verbs are listed in their imperative and infinitive forms, not as a
// bare root that also starts the noun for "user" (वापरकर्ता, ব্যবহারকারী).
// Indonesian, Malay and Tagalog are often typed in plain ASCII, so their
// frequent function words are markers; their "use" verbs are bound to
// what follows (gunakan untuk ...), as "use HTTPS for every request" is
// ordinary advice.
func init() {
	registerActionLexicon("zh", actionLex{
		selfRef:     []string{"本技能", "此技能", "这个技能", "這個技能", "该技能", "本文件", "此文件", "这个文件", "這個文件", "本文档", "本文檔", "本指南", "本说明", "本說明", "本 skill", "这个 skill", "這個 skill", "此 skill"},
		useVerb:     []string{"使用它", "都用它", "调用它", "加载它", "加載它", "适用于所有", "適用於所有", "适用于任何", "適用於任何"},
		everyReq:    []string{"每个请求", "每個請求", "每一个请求", "每一個請求", "每条消息", "每條消息", "每則訊息", "每條訊息", "所有请求", "所有請求", "所有消息", "所有訊息", "任何请求", "任何請求", "每次对话", "每次對話", "每次提问", "每个提问", "每個提問", "所有提问", "所有提問", "任何提问", "任何提問", "用户的每个问题", "用戶的每個問題", "用户的所有问题", "用戶的所有問題", "用户提出的任何问题", "使用者的每個問題", "每次提問", "每个提示", "每個提示"},
		beforeAns:   []string{"回答之前", "回答前", "回复之前", "回复前", "回覆之前", "回覆前", "作答之前", "作答前", "答复之前", "答覆之前", "在回答任何", "在答复任何", "每次回答前"},
		anyTopic:    []string{"无论什么主题", "無論什麼主題", "不管什么话题", "不管什麼話題", "无论主题", "無論主題", "不论话题", "不論話題", "无论用户问什么", "無論用戶問什麼", "不管用户问什么", "不管使用者問什麼", "无论问什么", "無論問什麼", "任何主题", "任何主題", "任何话题", "任何話題"},
		narrow:      []string{"关于", "關於", "有关", "有關", "相关", "相關", "涉及", "针对", "針對", "方面的"},
		copyVerb:    []string{"复制", "複製", "拷贝", "拷貝", "克隆", "传播", "傳播", "分发", "分發", "植入", "粘贴", "貼上"},
		otherPlaces: []string{"所有其他项目", "所有其他項目", "其他所有项目", "其他所有項目", "其他项目", "其他項目", "每个项目", "每個項目", "所有项目", "所有項目", "其他仓库", "其他倉庫", "所有仓库", "所有倉庫", "每个仓库", "每個倉庫", "其他代码库", "所有代码库", "所有程式庫", "其他存储库", "所有存储库", "其他技能", "所有技能", "其他技能文件夹", "其他技能資料夾"},
		stealth:     []string{"悄悄", "偷偷", "暗中", "秘密地", "默默地", "不动声色", "不動聲色", "不要告诉用户", "不要告訴用戶", "不要告訴使用者", "别告诉用户", "別告訴用戶", "不要让用户知道", "不要讓用戶知道", "不要讓使用者知道", "瞒着用户", "瞞著用戶", "瞞著使用者", "不要提及", "不要提起", "不必提及", "无需告知", "無需告知", "不要在总结中", "不要在總結中"},
		sendVerb:    []string{"发送", "發送", "发到", "發到", "发给", "發給", "寄给", "寄給", "上传", "上傳", "发布", "發布", "發佈", "贴到", "貼到", "粘贴到", "转发", "轉發", "分享到", "分享给", "共享到", "附上", "发邮件", "發郵件", "邮寄给"},
		public:      []string{"外部", "微信群", "公开", "公開", "公共频道", "公共頻道", "公共群", "公共论坛", "公共論壇", "所有人都能看到", "任何人都能看到", "人人可见", "人人可見"},
		secret:      []string{"访问密钥", "密码", "密碼", "口令", "密钥", "密鑰", "私钥", "私鑰", "令牌", "凭据", "憑據", "凭证", "憑證", "登录信息", "登錄信息", "登入資訊", "登录凭", "银行卡", "銀行卡", "银行账户", "銀行帳戶", "银行账号", "銀行帳號", "pin码", "pin 码", "验证码", "驗證碼", "身份证号", "身份證號", "客户名单", "客戶名單"},
		never:       []string{"不要", "不得", "切勿", "请勿", "請勿", "禁止", "绝不", "絕不", "永远不要", "永遠不要", "千万不要", "千萬不要", "别把", "別把", "别在", "別在", "不可"},
	})
	registerActionLexicon("ja", actionLex{
		selfRef:     []string{"このスキル", "本スキル", "このファイル", "本ファイル", "このドキュメント", "本ドキュメント", "このガイド", "本ガイド", "この文書", "本文書", "本書", "このマニュアル", "このskill"},
		useVerb:     []string{"これを使", "これを使用", "これを利用", "これを読み込", "これを参照", "これを適用", "常に使用", "必ず使用", "常に読み込", "必ず読み込", "必ず参照", "に使用して", "に使用する", "に使って", "に適用して", "に適用する"},
		everyReq:    []string{"すべてのリクエスト", "全てのリクエスト", "あらゆるリクエスト", "どんなリクエスト", "すべての依頼", "全ての依頼", "あらゆる依頼", "どんな依頼", "すべての質問", "全ての質問", "あらゆる質問", "どんな質問", "どの質問", "すべてのメッセージ", "全てのメッセージ", "すべての会話", "全ての会話", "各リクエスト", "各メッセージ", "毎回のリクエスト", "毎回の質問", "質問のたびに", "依頼のたびに", "リクエストごと", "メッセージごと"},
		beforeAns:   []string{"回答する前", "回答前", "回答の前", "答える前", "返答する前", "返答前", "返信する前", "応答する前", "応答前", "返事をする前"},
		anyTopic:    []string{"話題に関係なく", "トピックに関係なく", "内容に関係なく", "テーマに関係なく", "話題を問わず", "内容を問わず", "トピックを問わず", "テーマを問わず", "分野を問わず", "何を聞かれても", "何を質問されても", "何を尋ねられても", "どんな話題でも", "どんなトピックでも", "何の話題でも", "用途を問わず", "発言が何であれ", "質問が何であれ", "依頼が何であれ", "話題が何であれ", "用件を問わず", "依頼内容を問わず"},
		narrow:      []string{"に関する", "に関係する", "についての", "について", "に関わる", "関連の", "にまつわる"},
		copyVerb:    []string{"コピー", "複製", "複写", "クローン", "貼り付け", "配布", "拡散", "ばらま", "埋め込"},
		otherPlaces: []string{"他のすべてのプロジェクト", "他の全てのプロジェクト", "ほかのすべてのプロジェクト", "他のプロジェクト", "ほかのプロジェクト", "すべてのプロジェクト", "全てのプロジェクト", "全プロジェクト", "各プロジェクト", "他のリポジトリ", "ほかのリポジトリ", "すべてのリポジトリ", "全てのリポジトリ", "全リポジトリ", "各リポジトリ", "他のスキル", "ほかのスキル", "すべてのスキル", "他のスキルフォルダ"},
		stealth:     []string{"こっそり", "ひそかに", "密かに", "黙って", "内緒で", "秘密裏に", "人知れず", "ユーザーに知らせず", "ユーザーに伝えず", "ユーザーに言わず", "ユーザーに告げず", "ユーザーには言わない", "ユーザーに知らせないで", "ユーザーに伝えないで", "言及しない", "気づかれないよう", "気付かれないよう", "要約に含めない"},
		sendVerb:    []string{"送信", "送って", "送る", "送り", "送付", "転送", "投稿", "アップロード", "共有して", "共有する", "貼り付け", "添付", "掲載", "メールで送", "公開して", "公開する", "追記"},
		public:      []string{"公開", "誰でも見られる", "誰でも閲覧", "パブリック", "一般公開", "公の場", "外部"},
		secret:      []string{"パスワード", "暗証番号", "秘密鍵", "秘密キー", "プライベートキー", "シークレットキー", "apiキー", "api キー", "アクセストークン", "認証トークン", "apiトークン", "認証情報", "資格情報", "ログイン情報", "クレデンシャル", "パスフレーズ", "口座情報", "口座番号", "銀行口座", "pinコード"},
		never:       []string{"決して", "けっして", "絶対に", "絶対", "二度と", "禁止"},
	})
	registerActionLexicon("ko", actionLex{
		selfRef:     []string{"이 스킬", "본 스킬", "이 파일", "본 파일", "이 문서", "본 문서", "이 가이드", "이 지침서", "이 skill"},
		useVerb:     []string{"이것을 사용", "이를 사용", "이것을 불러오", "이를 불러오", "에 사용하세요", "에 사용하십시오", "에 사용해", "에 활용하세요", "에 적용하세요", "항상 사용", "항상 불러오", "반드시 사용", "반드시 불러오", "먼저 불러오", "먼저 로드"},
		everyReq:    []string{"모든 요청", "모든 질문", "모든 메시지", "모든 대화", "모든 프롬프트", "어떤 요청", "어떤 질문", "각 요청", "각 질문", "각 메시지", "매 요청", "매 질문", "요청마다", "질문마다", "메시지마다"},
		beforeAns:   []string{"답변하기 전", "답변 전", "답하기 전", "응답하기 전", "응답 전", "대답하기 전", "답변을 하기 전", "회신하기 전"},
		anyTopic:    []string{"주제와 상관없이", "주제에 상관없이", "주제와 관계없이", "주제에 관계없이", "주제를 불문", "무엇을 묻든", "무엇을 물어보든", "어떤 주제든", "어떤 주제이든", "분야와 상관없이", "내용과 상관없이", "내용에 상관없이"},
		narrow:      []string{"관한", "관련", "대한", "관해"},
		copyVerb:    []string{"복사", "복제", "붙여넣", "배포", "퍼뜨", "전파", "클론", "덧붙"},
		otherPlaces: []string{"다른 모든 프로젝트", "다른 프로젝트", "모든 프로젝트", "각 프로젝트", "다른 저장소", "모든 저장소", "각 저장소", "다른 리포지토리", "모든 리포지토리", "다른 레포", "모든 레포", "다른 스킬", "모든 스킬 폴더", "다른 스킬 폴더"},
		stealth:     []string{"몰래", "조용히", "은밀히", "비밀리에", "티 나지 않게", "들키지 않게", "사용자에게 알리지 말", "사용자에게 알리지 않", "사용자에게 말하지 말", "사용자에게 말하지 않", "알리지 말고", "언급하지 말", "언급하지 않", "요약에 포함하지 말"},
		sendVerb:    []string{"보내", "보낸", "전송", "업로드", "올려", "올리세요", "올리십시오", "게시", "공유", "전달", "첨부", "붙여넣", "이메일로"},
		public:      []string{"공개", "누구나 볼 수 있는", "퍼블릭", "외부"},
		secret:      []string{"비밀번호", "패스워드", "개인 키", "개인키", "비공개 키", "비밀 키", "비밀키", "시크릿 키", "api 키", "api키", "액세스 토큰", "접근 토큰", "인증 토큰", "인증 정보", "자격 증명", "로그인 정보", "계좌 정보", "계좌번호", "은행 정보", "pin 번호", "핀 번호", "패스프레이즈"},
		never:       []string{"절대", "결코", "금지"},
	})
	registerActionLexicon("th", actionLex{
		selfRef:     []string{"สกิลนี้", "ทักษะนี้", "ไฟล์นี้", "เอกสารนี้", "คู่มือนี้", "skill นี้"},
		useVerb:     []string{"ใช้สกิล", "ใช้ทักษะ", "ใช้ไฟล์", "เรียกใช้สกิล", "เรียกใช้ทักษะ", "โหลดสกิล", "โหลดทักษะ", "เปิดใช้สกิล", "ใช้กับทุก", "ใช้สำหรับทุก", "ใช้ก่อนตอบ"},
		everyReq:    []string{"ทุกคำขอ", "ทุกคำถาม", "ทุกข้อความ", "ทุกบทสนทนา", "ทุกการสนทนา", "ทุกพรอมต์", "คำขอทุกข้อ", "คำถามทุกข้อ", "คำขอใดๆ", "คำขอใด ๆ", "คำถามใดๆ", "คำถามใด ๆ", "คำขอทั้งหมด", "คำถามทั้งหมด", "ทุกครั้งที่ผู้ใช้ถาม"},
		beforeAns:   []string{"ก่อนตอบ", "ก่อนการตอบ", "ก่อนที่จะตอบ", "ก่อนจะตอบ", "ก่อนให้คำตอบ"},
		anyTopic:    []string{"ไม่ว่าหัวข้อใด", "ไม่ว่าหัวข้ออะไร", "ไม่ว่าจะเป็นหัวข้อใด", "ไม่ว่าเรื่องอะไร", "ไม่ว่าจะเป็นเรื่องใด", "ไม่ว่าจะถามอะไร", "ไม่ว่าผู้ใช้จะถามอะไร", "ทุกหัวข้อ"},
		narrow:      []string{"เกี่ยวกับ", "เกี่ยวข้องกับ", "ที่เกี่ยว", "ว่าด้วย", "ด้าน"},
		copyVerb:    []string{"คัดลอก", "ก๊อปปี้", "ก็อปปี้", "ทำสำเนา", "โคลน", "แพร่กระจาย", "กระจายไป"},
		otherPlaces: []string{"โปรเจกต์อื่น", "โปรเจ็กต์อื่น", "ทุกโปรเจกต์", "ทุกโปรเจ็กต์", "ทุกโครงการ", "โครงการอื่น", "รีโพอื่น", "ทุกรีโพ", "ที่เก็บอื่น", "ทุกที่เก็บ", "ทุก repository", "สกิลอื่น", "ทุกสกิล", "โฟลเดอร์สกิลอื่น"},
		stealth:     []string{"อย่างเงียบๆ", "เงียบๆ", "เงียบ ๆ", "แอบ", "อย่างลับๆ", "ลับๆ", "โดยไม่บอกผู้ใช้", "ไม่ต้องบอกผู้ใช้", "อย่าบอกผู้ใช้", "ไม่ต้องแจ้งผู้ใช้", "อย่าแจ้งผู้ใช้", "โดยไม่แจ้ง", "ไม่ต้องพูดถึง", "อย่าพูดถึง", "อย่าเอ่ยถึง", "ไม่ต้องกล่าวถึง"},
		sendVerb:    []string{"ส่ง", "อัปโหลด", "อัพโหลด", "โพสต์", "แชร์", "แนบ", "เผยแพร่", "วางลงใน"},
		public:      []string{"ภายนอก", "กลุ่ม line", "line กลุ่ม", "สาธารณะ", "ใครก็เห็นได้", "ใครก็ดูได้", "ทุกคนเห็นได้", "ทุกคนมองเห็น"},
		secret:      []string{"เลขบัตรประชาชน", "ประวัติการรักษา", "รหัสผ่าน", "คีย์ส่วนตัว", "กุญแจส่วนตัว", "คีย์ลับ", "คีย์ api", "api คีย์", "โทเค็นการเข้าถึง", "โทเค็นเข้าถึง", "โทเค็น api", "ข้อมูลรับรอง", "ข้อมูลเข้าสู่ระบบ", "ข้อมูลล็อกอิน", "ข้อมูลบัญชีธนาคาร", "เลขบัญชีธนาคาร", "รหัส pin", "รหัส atm", "วลีรหัสผ่าน"},
		never:       []string{"ห้าม", "อย่า", "ไม่ควร", "ไม่ต้อง"},
	})
	registerActionLexicon("vi", actionLex{
		selfRef:     []string{"kỹ năng này", "kĩ năng này", "skill này", "tệp này", "tập tin này", "file này", "tài liệu này", "hướng dẫn này", "ky nang nay", "tep nay"},
		useVerb:     []string{"dùng cho mọi", "sử dụng cho mọi", "dùng cho tất cả", "sử dụng cho tất cả", "dùng cho bất kỳ", "sử dụng cho bất kỳ", "áp dụng cho mọi", "áp dụng cho tất cả", "kích hoạt cho mọi", "dùng kỹ năng", "sử dụng kỹ năng", "dùng tệp", "sử dụng tệp", "nạp kỹ năng", "tải kỹ năng"},
		everyReq:    []string{"mọi yêu cầu", "mỗi yêu cầu", "tất cả yêu cầu", "tất cả các yêu cầu", "bất kỳ yêu cầu", "bất kì yêu cầu", "mọi câu hỏi", "mỗi câu hỏi", "tất cả câu hỏi", "tất cả các câu hỏi", "bất kỳ câu hỏi", "bất kì câu hỏi", "mọi tin nhắn", "mỗi tin nhắn", "tất cả tin nhắn", "mọi cuộc trò chuyện", "mỗi cuộc trò chuyện", "mọi cuộc hội thoại", "mọi lời nhắc", "moi yeu cau", "moi cau hoi", "tất cả các cuộc trò chuyện", "tất cả cuộc trò chuyện", "tất cả các cuộc hội thoại"},
		beforeAns:   []string{"trước khi trả lời", "trước khi phản hồi", "trước mỗi câu trả lời", "trước mọi câu trả lời", "trước khi đưa ra câu trả lời", "trước khi hồi đáp", "truoc khi tra loi"},
		anyTopic:    []string{"bất kể chủ đề", "dù chủ đề là gì", "không phân biệt chủ đề", "dù người dùng hỏi gì", "bất kể người dùng hỏi gì", "dù được hỏi gì", "bất kể nội dung", "bất kỳ chủ đề nào", "bất kì chủ đề nào", "mọi chủ đề"},
		narrow:      []string{"về", "liên quan đến", "liên quan tới", "có liên quan", "xoay quanh", "thuộc về", "đối với"},
		copyVerb:    []string{"sao chép", "chép lại", "nhân bản", "nhân rộng", "phát tán", "lan truyền", "phân phối", "dán", "chèn bản sao", "thêm bản sao", "đặt bản sao"},
		otherPlaces: []string{"tất cả các dự án khác", "mọi dự án khác", "các dự án khác", "dự án khác", "mọi dự án", "tất cả dự án", "tất cả các dự án", "mọi kho mã", "kho mã khác", "mọi kho lưu trữ", "kho lưu trữ khác", "mọi repository", "các repo khác", "mọi repo", "các kỹ năng khác", "kỹ năng khác", "mọi thư mục kỹ năng", "thư mục kỹ năng khác", "dự án mới", "mọi dự án mới", "kho mã mới", "template của tổ chức", "mẫu của tổ chức"},
		stealth:     []string{"lặng lẽ", "âm thầm", "lén", "một cách bí mật", "kín đáo", "không báo cho người dùng", "không cho người dùng biết", "không thông báo cho người dùng", "đừng nói với người dùng", "đừng báo cho người dùng", "đừng cho người dùng biết", "không cần nhắc đến", "đừng nhắc đến", "đừng nhắc tới", "đừng đề cập", "không đề cập", "không cần báo", "không cần nói", "không cần thông báo"},
		sendVerb:    []string{"gửi", "gởi", "tải lên", "đăng lên", "đăng tải", "đăng công khai", "chia sẻ", "chuyển tiếp", "đính kèm", "dán vào", "công bố", "chép "},
		public:      []string{"công khai", "công cộng", "ai cũng xem được", "ai cũng thấy", "mọi người đều thấy"},
		secret:      []string{"mật khẩu", "khóa bí mật", "khoá bí mật", "khóa riêng tư", "khoá riêng tư", "khóa riêng", "khoá riêng", "khóa api", "khoá api", "mã thông báo", "token truy cập", "thông tin đăng nhập", "thông tin xác thực", "tài khoản ngân hàng", "thông tin ngân hàng", "mã pin", "cụm mật khẩu", "mã otp", "mat khau"},
		never:       []string{"không được", "không bao giờ", "không nên", "đừng", "chớ", "cấm", "tuyệt đối không"},
		markers:     []string{"cua", "nhung", "khong", "duoc", "cho", "voi", "cac", "nguoi", "moi", "nhu", "cung", "trong"},
	})
	registerActionLexicon("id", actionLex{
		selfRef:     []string{"skill ini", "keterampilan ini", "keahlian ini", "berkas ini", "file ini", "dokumen ini", "panduan ini"},
		useVerb:     []string{"gunakan untuk", "gunakan pada", "gunakan di setiap", "gunakan setiap", "gunakan saat", "gunakan ketika", "gunakanlah", "pakai untuk", "pakai pada", "pakailah", "aktifkan untuk", "aktifkan pada", "terapkan pada", "terapkan untuk", "digunakan untuk", "digunakan pada", "dipakai untuk", "muat skill"},
		everyReq:    []string{"setiap permintaan", "semua permintaan", "tiap permintaan", "permintaan apa pun", "setiap pertanyaan", "semua pertanyaan", "tiap pertanyaan", "pertanyaan apa pun", "setiap pesan", "semua pesan", "setiap percakapan", "semua percakapan", "setiap prompt", "setiap perintah pengguna"},
		beforeAns:   []string{"sebelum menjawab", "sebelum memberikan jawaban", "sebelum memberi jawaban", "sebelum membalas", "sebelum setiap jawaban", "sebelum merespons", "sebelum merespon"},
		anyTopic:    []string{"apa pun topiknya", "apapun topiknya", "topik apa pun", "topik apapun", "apa pun yang ditanyakan", "apapun yang ditanyakan", "terlepas dari topiknya", "tanpa memandang topik", "apa saja topiknya", "tidak peduli topiknya", "segala topik"},
		narrow:      []string{"tentang", "mengenai", "terkait", "berkaitan dengan", "seputar", "yang menyangkut", "perihal"},
		copyVerb:    []string{"salin", "salinlah", "menyalin", "gandakan", "menggandakan", "kloning", "sebarkan", "menyebarkan", "tempelkan"},
		otherPlaces: []string{"semua proyek lain", "proyek lain", "setiap proyek", "semua proyek", "semua repositori", "repositori lain", "setiap repositori", "semua repo", "repo lain", "setiap repo", "skill lain", "folder skill lain", "semua folder skill"},
		stealth:     []string{"diam-diam", "secara rahasia", "tanpa memberi tahu pengguna", "tanpa memberitahu pengguna", "tanpa sepengetahuan pengguna", "jangan beri tahu pengguna", "jangan beritahu pengguna", "jangan kasih tahu pengguna", "jangan sebutkan", "tidak perlu disebutkan", "tak perlu disebutkan", "jangan disebutkan"},
		sendVerb:    []string{"kirim", "kirimkan", "mengirim", "mengirimkan", "unggah", "mengunggah", "bagikan", "membagikan", "lampirkan", "melampirkan", "tempelkan", "publikasikan", "teruskan ke", "surelkan", "salin isi", "salin semua", "salinkan", "tempel"},
		public:      []string{"publik", "secara terbuka", "bisa dilihat siapa saja", "dapat dilihat siapa pun", "siapa pun bisa melihat", "situs kami", "formulir kami", "website kami"},
		secret:      []string{"kata sandi", "kunci privat", "kunci pribadi", "kunci rahasia", "kunci api", "token akses", "kredensial", "data login", "informasi login", "detail login", "data bank", "rekening bank", "nomor rekening", "pin atm", "pin kartu", "frasa sandi", "token api", "semua token"},
		never:       []string{"jangan", "janganlah", "jangan pernah", "tidak boleh", "tak boleh", "dilarang"},
		markers:     []string{"yang", "dan", "untuk", "dengan", "ini", "itu", "dari", "atau", "setiap", "semua", "jangan", "tidak", "ke", "di", "pada", "secara", "akan", "juga", "sudah", "bisa", "harus", "sekarang"},
	})
	registerActionLexicon("ms", actionLex{
		selfRef:     []string{"kemahiran ini", "skill ini", "fail ini", "dokumen ini", "panduan ini"},
		useVerb:     []string{"gunakan untuk", "gunakan pada", "gunakan bagi", "gunakan dalam setiap", "gunakannya", "guna untuk", "guna pada", "aktifkan untuk", "digunakan untuk", "digunakan bagi", "guna kemahiran ini", "gunakan kemahiran ini", "muatkan ia", "muatkannya", "muatkan kemahiran ini"},
		everyReq:    []string{"setiap permintaan", "semua permintaan", "sebarang permintaan", "mana-mana permintaan", "setiap soalan", "semua soalan", "sebarang soalan", "mana-mana soalan", "setiap mesej", "semua mesej", "setiap perbualan", "semua perbualan", "setiap arahan pengguna"},
		beforeAns:   []string{"sebelum menjawab", "sebelum memberi jawapan", "sebelum memberikan jawapan", "sebelum membalas", "sebelum setiap jawapan", "sebelum sebarang jawapan", "sebelum mana-mana jawapan", "sebelum sebarang respons"},
		anyTopic:    []string{"tanpa mengira topik", "apa jua topik", "apa-apa topik", "walau apa pun topiknya", "tidak kira topik", "tidak kira apa yang ditanya", "apa sahaja yang ditanya", "apa saja yang ditanya"},
		narrow:      []string{"tentang", "mengenai", "berkaitan", "berkenaan", "yang melibatkan", "berhubung", "perihal"},
		copyVerb:    []string{"salin", "salinkan", "menyalin", "klon", "sebarkan", "menyebarkan", "gandakan", "tampalkan"},
		otherPlaces: []string{"semua projek lain", "projek lain", "setiap projek", "semua projek", "semua repositori", "repositori lain", "setiap repositori", "semua repo", "repo lain", "kemahiran lain", "folder kemahiran lain", "skill lain"},
		stealth:     []string{"secara senyap", "senyap-senyap", "diam-diam", "secara rahsia", "tanpa memberitahu pengguna", "tanpa pengetahuan pengguna", "jangan beritahu pengguna", "jangan maklumkan pengguna", "jangan sebut", "tak perlu sebut", "tidak perlu disebut"},
		sendVerb:    []string{"hantar", "hantarkan", "menghantar", "kirim", "kirimkan", "muat naik", "siarkan", "menyiarkan", "kongsi", "kongsikan", "berkongsi", "majukan", "lampirkan", "tampal", "e-melkan"},
		public:      []string{"awam", "secara terbuka", "sesiapa sahaja boleh", "boleh dilihat semua orang", "sokongan luar", "pihak luar", "pasukan luar"},
		secret:      []string{"kata laluan", "kunci peribadi", "kunci rahsia", "kunci api", "token akses", "bukti kelayakan", "maklumat log masuk", "butiran log masuk", "butiran bank", "maklumat akaun bank", "nombor akaun bank", "pin bank", "pin kad", "pin atm", "frasa laluan", "kod tac", "kata laluan perbankan"},
		never:       []string{"jangan", "jangan sekali-kali", "tidak boleh", "tak boleh", "dilarang", "usah"},
		markers:     []string{"yang", "dan", "untuk", "dengan", "ini", "itu", "kepada", "atau", "setiap", "semua", "jangan", "tidak", "pada", "akan", "secara", "ke", "di", "dalam", "juga", "sudah", "boleh", "perlu", "sekarang"},
	})
	registerActionLexicon("tl", actionLex{
		selfRef:     []string{"skill na ito", "itong skill", "file na ito", "itong file", "dokumentong ito", "gabay na ito", "kasanayang ito", "kasanayan na ito"},
		useVerb:     []string{"gamitin ito", "gamitin mo ito", "gamitin sa bawat", "gamitin sa lahat", "gamitin sa anumang", "gagamitin sa bawat", "i-load ito", "i-load sa bawat", "ilapat sa bawat", "ilapat sa lahat", "paganahin sa bawat"},
		everyReq:    []string{"bawat kahilingan", "lahat ng kahilingan", "anumang kahilingan", "bawat tanong", "lahat ng tanong", "anumang tanong", "bawat mensahe", "lahat ng mensahe", "bawat usapan", "bawat request", "lahat ng request", "bawat prompt"},
		beforeAns:   []string{"bago sumagot", "bago ka sumagot", "bago tumugon", "bago ka tumugon", "bago ang bawat sagot", "bago magbigay ng sagot", "bago sagutin"},
		anyTopic:    []string{"anuman ang paksa", "kahit ano ang paksa", "kahit anong paksa", "anumang paksa", "kahit ano ang itanong", "anuman ang itanong", "kahit ano pa ang tanong", "alinmang paksa"},
		narrow:      []string{"tungkol sa", "hinggil sa", "ukol sa", "patungkol sa", "kaugnay ng", "may kinalaman sa", "may kaugnayan sa"},
		copyVerb:    []string{"kopyahin", "i-copy", "kopya", "ikalat", "ipakalat", "i-clone", "i-paste", "idikit", "ipamahagi"},
		otherPlaces: []string{"lahat ng ibang proyekto", "lahat ng iba pang proyekto", "iba pang proyekto", "ibang proyekto", "bawat proyekto", "lahat ng proyekto", "lahat ng repository", "ibang repository", "bawat repository", "bawat repo", "ibang repo", "ibang skill", "iba pang skill", "lahat ng skill folder"},
		stealth:     []string{"nang tahimik", "tahimik na", "palihim", "nang lihim", "lihim na", "nang hindi sinasabi", "nang hindi ipinapaalam", "nang hindi nalalaman ng user", "huwag sabihin sa user", "huwag ipaalam sa user", "huwag sabihin sa gumagamit", "huwag ipaalam sa gumagamit", "huwag banggitin", "hindi na kailangang banggitin"},
		sendVerb:    []string{"ipadala", "magpadala", "ipasa", "i-upload", "i-post", "ibahagi", "i-share", "ilathala", "ilakip", "i-email", "i-forward", "idikit"},
		public:      []string{"publiko", "pampubliko", "pampublikong", "nakikita ng lahat", "makikita ng kahit sino", "facebook page", "sa facebook", "facebook group"},
		secret:      []string{"ang password", "mga password", "iyong password", "inyong password", "password mo", "password ng", "kontrasenyas", "lihim na susi", "pribadong susi", "susi ng api", "ang api key", "mga token", "ang token", "kredensyal", "detalye ng login", "impormasyon sa pag-login", "detalye ng bangko", "numero ng account sa bangko", "pin ng atm", "pin ng card", "pin code ng", "password at", "at password", "otp ng", "ang otp", "at otp"},
		never:       []string{"huwag", "wag ", "hindi dapat", "bawal", "huwag kailanman", "hindi kailanman"},
		markers:     []string{"ang", "ng", "mga", "sa", "na", "ito", "lahat", "bawat", "huwag", "kung", "hindi", "iyong", "nang", "ay", "mo"},
	})
	registerActionLexicon("hi", actionLex{
		selfRef:     []string{"यह स्किल", "इस स्किल", "यह कौशल", "इस कौशल", "यह फ़ाइल", "यह फाइल", "इस फ़ाइल", "इस फाइल", "यह दस्तावेज़", "यह दस्तावेज", "इस दस्तावेज़", "इस दस्तावेज", "यह गाइड", "इस गाइड", "यह मार्गदर्शिका", "इस मार्गदर्शिका"},
		useVerb:     []string{"के लिए इस्तेमाल", "के लिए उपयोग", "के लिए प्रयोग", "इसे इस्तेमाल", "इसका इस्तेमाल", "इसका उपयोग", "इसका प्रयोग", "इसे लोड", "के लिए लोड", "पहले लोड करें", "पहले लोड करो", "पर लागू करें"},
		everyReq:    []string{"हर अनुरोध", "हर सवाल", "हर प्रश्न", "हर संदेश", "हर मैसेज", "हर बातचीत", "हर रिक्वेस्ट", "हर प्रॉम्प्ट", "सभी अनुरोध", "सभी सवाल", "सभी प्रश्न", "सभी संदेश", "प्रत्येक अनुरोध", "प्रत्येक प्रश्न", "प्रत्येक संदेश", "किसी भी अनुरोध", "किसी भी सवाल", "किसी भी प्रश्न"},
		beforeAns:   []string{"जवाब देने से पहले", "उत्तर देने से पहले", "जवाब से पहले", "उत्तर से पहले", "जवाब देने के पहले", "प्रतिक्रिया देने से पहले"},
		anyTopic:    []string{"विषय चाहे जो हो", "विषय कोई भी हो", "चाहे विषय कुछ भी हो", "विषय कुछ भी हो", "किसी भी विषय", "चाहे कुछ भी पूछा जाए", "कुछ भी पूछा जाए", "विषय की परवाह किए बिना", "चाहे जो भी पूछा"},
		narrow:      []string{"के बारे में", "से जुड़े", "से जुड़ा", "से जुड़ी", "संबंधी", "सम्बन्धी", "से संबंधित", "विषयक"},
		copyVerb:    []string{"कॉपी", "प्रतिलिपि", "नकल करें", "नकल करो", "नकल कर", "क्लोन", "फैलाएं", "फैलाएँ", "फैला दें", "फैला दो", "वितरित करें", "चिपकाएं", "चिपकाएँ"},
		otherPlaces: []string{"बाकी सभी प्रोजेक्ट", "अन्य सभी प्रोजेक्ट", "सभी अन्य प्रोजेक्ट", "दूसरे प्रोजेक्ट", "अन्य प्रोजेक्ट", "हर प्रोजेक्ट", "सभी प्रोजेक्ट", "सभी परियोजना", "अन्य परियोजना", "हर रिपॉजिटरी", "सभी रिपॉजिटरी", "अन्य रिपॉजिटरी", "दूसरी रिपॉजिटरी", "हर रेपो", "सभी रेपो", "अन्य स्किल", "दूसरी स्किल", "सभी स्किल फ़ोल्डर", "सभी स्किल फोल्डर"},
		stealth:     []string{"चुपचाप", "चुपके से", "गुप्त रूप से", "छिपाकर", "यूज़र को बताए बिना", "यूजर को बताए बिना", "उपयोगकर्ता को बताए बिना", "बिना बताए", "यूज़र को मत बता", "यूजर को मत बता", "उपयोगकर्ता को न बताएं", "उपयोगकर्ता को न बताएँ", "इसका ज़िक्र मत", "इसका जिक्र मत", "इसका ज़िक्र न", "इसका जिक्र न", "इसका उल्लेख न", "उल्लेख मत"},
		sendVerb:    []string{"भेज", "अपलोड", "पोस्ट करें", "पोस्ट करो", "पोस्ट कर", "शेयर करें", "शेयर करो", "शेयर कर", "साझा करें", "साझा करो", "साझा कर", "फ़ॉरवर्ड", "फॉरवर्ड", "संलग्न करें", "अटैच", "ईमेल करें", "ईमेल करो", "ईमेल कर", "चिपका दें", "प्रकाशित करें"},
		public:      []string{"सार्वजनिक", "पब्लिक", "सबके सामने", "सबको दिखे", "कोई भी देख सके"},
		secret:      []string{"पासवर्ड", "पासफ़्रेज़", "गुप्त कुंजी", "निजी कुंजी", "प्राइवेट की", "प्राइवेट कुंजी", "एपीआई की", "एपीआई कुंजी", "api की", "api कुंजी", "एक्सेस टोकन", "ऐक्सेस टोकन", "एपीआई टोकन", "api टोकन", "क्रेडेंशियल", "लॉगिन विवरण", "लॉगिन डिटेल", "लॉग-इन विवरण", "बैंक विवरण", "बैंक डिटेल", "बैंक खाते का विवरण", "पिन नंबर", "एटीएम पिन", "ओटीपी"},
		never:       []string{"मत", "कभी न", "कभी भी न", "कभी मत", "कभी भी मत", "नहीं", "न करें", "न भेजें", "वर्जित", "मना है"},
	})
	registerActionLexicon("bn", actionLex{
		selfRef:     []string{"এই স্কিল", "এই ফাইল", "এই নথি", "এই ডকুমেন্ট", "এই নির্দেশিকা", "এই দক্ষতা", "এই গাইড"},
		useVerb:     []string{"জন্য ব্যবহার কর", "এটি ব্যবহার কর", "এটা ব্যবহার কর", "এটিকে ব্যবহার", "এটি লোড কর", "এটা লোড কর", "জন্য লোড কর", "আগে লোড কর", "জন্য প্রয়োগ কর"},
		everyReq:    []string{"প্রতিটি অনুরোধ", "প্রত্যেক অনুরোধ", "সব অনুরোধ", "সমস্ত অনুরোধ", "যেকোনো অনুরোধ", "যে কোনো অনুরোধ", "প্রতিটি প্রশ্ন", "প্রত্যেক প্রশ্ন", "সব প্রশ্ন", "সমস্ত প্রশ্ন", "যেকোনো প্রশ্ন", "যে কোনো প্রশ্ন", "প্রতিটি বার্তা", "সব বার্তা", "প্রতিটি মেসেজ", "প্রতিটি কথোপকথন", "সব কথোপকথন"},
		beforeAns:   []string{"উত্তর দেওয়ার আগে", "উত্তর দেবার আগে", "উত্তরের আগে", "জবাব দেওয়ার আগে", "প্রতিটি উত্তরের আগে", "সাড়া দেওয়ার আগে"},
		anyTopic:    []string{"বিষয় যা-ই হোক", "বিষয় যাই হোক", "যে বিষয়েই হোক", "বিষয় নির্বিশেষে", "যা-ই জিজ্ঞেস করা হোক", "যাই জিজ্ঞেস করা হোক", "যাই জিজ্ঞাসা করা হোক", "যেকোনো বিষয়ে", "যে কোনো বিষয়ে"},
		narrow:      []string{"সম্পর্কে", "সম্পর্কিত", "বিষয়ক", "নিয়ে", "সংক্রান্ত", "সংশ্লিষ্ট"},
		copyVerb:    []string{"কপি", "অনুলিপি", "প্রতিলিপি", "ক্লোন", "ছড়িয়ে দিন", "ছড়িয়ে দাও", "বিতরণ করুন", "পেস্ট করুন"},
		otherPlaces: []string{"অন্য সব প্রজেক্ট", "অন্যান্য সব প্রজেক্ট", "অন্য প্রজেক্ট", "অন্যান্য প্রজেক্ট", "প্রতিটি প্রজেক্ট", "সব প্রজেক্ট", "অন্য সব প্রকল্প", "অন্যান্য প্রকল্প", "সব প্রকল্প", "প্রতিটি প্রকল্প", "সব রিপোজিটরি", "অন্য রিপোজিটরি", "প্রতিটি রিপোজিটরি", "সব রেপো", "অন্য স্কিল", "অন্যান্য স্কিল", "সব স্কিল ফোল্ডার"},
		stealth:     []string{"চুপচাপ", "চুপিচুপি", "গোপনে", "নিঃশব্দে", "ব্যবহারকারীকে না জানিয়ে", "ব্যবহারকারীকে না বলে", "ব্যবহারকারীকে জানাবেন না", "ব্যবহারকারীকে বলবেন না", "উল্লেখ করবেন না", "উল্লেখ কোরো না", "কাউকে না জানিয়ে"},
		sendVerb:    []string{"পাঠান", "পাঠাও", "পাঠিয়ে দিন", "পাঠিয়ে দাও", "পাঠাতে", "আপলোড", "পোস্ট করুন", "পোস্ট করো", "পোস্ট কর", "শেয়ার করুন", "শেয়ার করো", "শেয়ার কর", "ফরোয়ার্ড", "সংযুক্ত করুন", "অ্যাটাচ", "ইমেইল করুন", "ইমেল করুন", "প্রকাশ করুন", "পেস্ট করুন"},
		public:      []string{"পাবলিক", "সর্বজনীন", "প্রকাশ্য", "সবাই দেখতে পারে", "যে কেউ দেখতে পারে"},
		secret:      []string{"পাসওয়ার্ড", "পাসফ্রেজ", "গোপন কী", "প্রাইভেট কী", "ব্যক্তিগত কী", "এপিআই কী", "api কী", "অ্যাক্সেস টোকেন", "এক্সেস টোকেন", "ক্রেডেনশিয়াল", "লগইন তথ্য", "লগইনের তথ্য", "ব্যাংকের তথ্য", "ব্যাংক অ্যাকাউন্টের তথ্য", "পিন নম্বর", "এটিএম পিন", "ওটিপি"},
		never:       []string{"কখনো", "কখনও", "কখনোই", "করবেন না", "কোরো না", "নিষেধ", "নিষিদ্ধ"},
	})
	registerActionLexicon("mr", actionLex{
		selfRef:     []string{"हे स्किल", "ही स्किल", "या स्किल", "हे कौशल्य", "या कौशल्य", "ही फाईल", "ही फाइल", "या फाईल", "या फाइल", "हा दस्तऐवज", "या दस्तऐवज", "हे मार्गदर्शक", "या मार्गदर्शक"},
		useVerb:     []string{"साठी वापरा", "साठी वापरावे", "साठी वापरावी", "हे वापरा", "ही वापरा", "याचा वापर करा", "हे लोड करा", "साठी लोड करा", "आधी लोड करा", "पूर्वी लोड करा"},
		everyReq:    []string{"प्रत्येक विनंती", "प्रत्येक प्रश्न", "प्रत्येक संदेश", "प्रत्येक संभाषण", "सर्व विनंत्या", "सर्व विनंती", "सर्व प्रश्न", "सर्व संदेश", "कोणतीही विनंती", "कोणताही प्रश्न", "कोणताही संदेश"},
		beforeAns:   []string{"उत्तर देण्यापूर्वी", "उत्तर देण्याआधी", "उत्तराआधी", "प्रत्युत्तर देण्यापूर्वी", "उत्तर द्यायच्या आधी", "प्रत्येक उत्तरापूर्वी", "प्रत्येक उत्तराआधी"},
		anyTopic:    []string{"विषय कोणताही असो", "विषय काहीही असो", "कोणताही विषय असो", "काहीही विचारले तरी", "विषयाची पर्वा न करता", "कोणत्याही विषयावर"},
		narrow:      []string{"बद्दल", "विषयी", "संबंधी", "संबंधित", "च्या बाबतीत"},
		copyVerb:    []string{"कॉपी", "प्रत करा", "नक्कल करा", "क्लोन", "पसरवा", "वितरित करा", "पेस्ट करा", "चिकटवा"},
		otherPlaces: []string{"इतर सर्व प्रकल्प", "सर्व इतर प्रकल्प", "इतर प्रकल्प", "प्रत्येक प्रकल्प", "सर्व प्रकल्प", "इतर सर्व प्रोजेक्ट", "इतर प्रोजेक्ट", "सर्व प्रोजेक्ट", "प्रत्येक प्रोजेक्ट", "सर्व रिपॉझिटरी", "इतर रिपॉझिटरी", "प्रत्येक रिपॉझिटरी", "सर्व रेपो", "इतर स्किल", "सर्व स्किल फोल्डर"},
		stealth:     []string{"गुपचूप", "गुप्तपणे", "चोरून", "वापरकर्त्याला न सांगता", "वापरकर्त्याला सांगू नका", "वापरकर्त्याला कळवू नका", "याचा उल्लेख करू नका", "उल्लेख करू नका", "न सांगता"},
		sendVerb:    []string{"पाठव", "अपलोड", "पोस्ट करा", "पोस्ट कर", "शेअर करा", "शेअर कर", "सामायिक करा", "फॉरवर्ड", "ईमेल करा", "संलग्न करा", "प्रकाशित करा", "पेस्ट करा"},
		public:      []string{"सार्वजनिक", "पब्लिक", "सर्वांना दिसेल", "कोणालाही दिसेल"},
		secret:      []string{"पासवर्ड", "संकेतशब्द", "गुप्त की", "खाजगी की", "प्रायव्हेट की", "एपीआय की", "api की", "ॲक्सेस टोकन", "एक्सेस टोकन", "क्रेडेन्शियल", "लॉगिन तपशील", "लॉगिन माहिती", "बँक तपशील", "बँक खात्याचा तपशील", "पिन क्रमांक", "एटीएम पिन", "ओटीपी"},
		never:       []string{"कधीही", "कधीच", "नका", "करू नका", "नये", "मनाई"},
	})
	registerActionLexicon("te", actionLex{
		selfRef:     []string{"ఈ స్కిల్", "ఈ ఫైల్", "ఈ ఫైలు", "ఈ పత్రం", "ఈ డాక్యుమెంట్", "ఈ గైడ్", "ఈ నైపుణ్యం", "ఈ మార్గదర్శి"},
		useVerb:     []string{"దీన్ని ఉపయోగించ", "దీనిని ఉపయోగించ", "కోసం ఉపయోగించ", "దీన్ని వాడండి", "దీన్ని లోడ్", "దీనిని లోడ్", "ముందు లోడ్ చేయండి", "కోసం లోడ్ చేయండి"},
		everyReq:    []string{"ప్రతి అభ్యర్థన", "ప్రతి అభ్యర్ధన", "అన్ని అభ్యర్థనల", "ప్రతి ప్రశ్న", "అన్ని ప్రశ్నల", "ప్రతి సందేశ", "అన్ని సందేశాల", "ప్రతి సంభాషణ", "ఏ అభ్యర్థన", "ఏ ప్రశ్న", "ప్రతి రిక్వెస్ట్"},
		beforeAns:   []string{"సమాధానం ఇచ్చే ముందు", "సమాధానమిచ్చే ముందు", "జవాబు ఇచ్చే ముందు", "జవాబిచ్చే ముందు", "ప్రతి సమాధానానికి ముందు", "స్పందించే ముందు", "ప్రత్యుత్తరం ఇచ్చే ముందు"},
		anyTopic:    []string{"విషయం ఏదైనా", "అంశం ఏదైనా", "ఏ విషయమైనా", "ఏ అంశమైనా", "ఏమి అడిగినా", "ఏం అడిగినా", "విషయంతో సంబంధం లేకుండా", "అంశంతో సంబంధం లేకుండా"},
		narrow:      []string{"గురించి", "సంబంధించిన", "సంబంధిత", "కు సంబంధించి", "విషయంలో"},
		copyVerb:    []string{"కాపీ", "నకలు", "క్లోన్", "వ్యాప్తి చేయండి", "పంపిణీ చేయండి", "పేస్ట్ చేయండి", "అతికించండి"},
		otherPlaces: []string{"అన్ని ఇతర ప్రాజెక్ట్", "ఇతర అన్ని ప్రాజెక్ట్", "ఇతర ప్రాజెక్ట్", "ప్రతి ప్రాజెక్ట్", "అన్ని ప్రాజెక్ట్", "ఇతర ప్రాజెక్టు", "అన్ని ప్రాజెక్టు", "అన్ని రిపోజిటరీ", "ఇతర రిపోజిటరీ", "ప్రతి రిపోజిటరీ", "అన్ని రెపో", "ఇతర స్కిల్", "అన్ని స్కిల్ ఫోల్డర్"},
		stealth:     []string{"నిశ్శబ్దంగా", "రహస్యంగా", "గుట్టుగా", "దొంగచాటుగా", "వినియోగదారుకు చెప్పకుండా", "వినియోగదారునికి చెప్పకుండా", "యూజర్‌కు చెప్పకుండా", "యూజర్కు చెప్పకుండా", "వినియోగదారుకు తెలియకుండా", "యూజర్‌కు తెలియకుండా", "చెప్పకుండా", "ప్రస్తావించవద్దు", "ప్రస్తావించకండి"},
		sendVerb:    []string{"పంపండి", "పంపించ", "పంపు", "పంపాలి", "పంపి", "అప్‌లోడ్", "అప్లోడ్", "పోస్ట్ చేయండి", "పోస్ట్ చేయి", "షేర్ చేయండి", "షేర్ చేయి", "పంచుకోండి", "ఫార్వర్డ్", "జత చేయండి", "ఈమెయిల్ చేయండి", "ప్రచురించండి"},
		public:      []string{"పబ్లిక్", "బహిరంగ", "అందరికీ కనిపించే", "ఎవరైనా చూడగలిగే"},
		secret:      []string{"పాస్‌వర్డ్", "పాస్వర్డ్", "రహస్య కీ", "ప్రైవేట్ కీ", "api కీ", "ఏపీఐ కీ", "యాక్సెస్ టోకెన్", "క్రెడెన్షియల్", "లాగిన్ వివరాలు", "లాగిన్ సమాచారం", "బ్యాంక్ వివరాలు", "బ్యాంకు వివరాలు", "బ్యాంక్ ఖాతా వివరాలు", "పిన్ నంబర్", "ఏటీఎం పిన్", "ఓటీపీ"},
		never:       []string{"ఎప్పుడూ", "ఎన్నడూ", "వద్దు", "చేయవద్దు", "కూడదు", "నిషేధం"},
	})
	registerActionLexicon("ta", actionLex{
		selfRef:     []string{"இந்த ஸ்கில்", "இந்தத் திறன்", "இந்த திறன்", "இந்தக் கோப்பு", "இந்த கோப்பு", "இந்த ஃபைல்", "இந்த ஆவண", "இந்த வழிகாட்டி", "இந்த skill"},
		useVerb:     []string{"இதைப் பயன்படுத்", "இதை பயன்படுத்", "இதனைப் பயன்படுத்", "இதை ஏற்றவும்", "இதை ஏற்றுங்கள்", "முன் ஏற்றவும்", "முன்பு ஏற்றவும்"},
		everyReq:    []string{"ஒவ்வொரு கோரிக்கை", "எல்லா கோரிக்கை", "அனைத்து கோரிக்கை", "ஒவ்வொரு கேள்வி", "எல்லா கேள்வி", "அனைத்து கேள்வி", "ஒவ்வொரு செய்தி", "அனைத்து செய்தி", "எல்லா செய்தி", "ஒவ்வொரு உரையாடல்", "எந்தக் கோரிக்கை", "எந்த கோரிக்கை", "எந்தக் கேள்வி", "எந்த கேள்வி"},
		beforeAns:   []string{"பதிலளிக்கும் முன்", "பதில் அளிக்கும் முன்", "பதில் சொல்லும் முன்", "பதிலளிப்பதற்கு முன்", "பதில் தருவதற்கு முன்", "ஒவ்வொரு பதிலுக்கும் முன்", "பதிலுக்கு முன்"},
		anyTopic:    []string{"தலைப்பு எதுவாக இருந்தாலும்", "எந்தத் தலைப்பாக இருந்தாலும்", "எந்த தலைப்பாக இருந்தாலும்", "விஷயம் எதுவாக இருந்தாலும்", "என்ன கேட்டாலும்", "எதைக் கேட்டாலும்", "தலைப்பைப் பொருட்படுத்தாமல்", "எந்தத் தலைப்பிலும்"},
		narrow:      []string{"பற்றிய", "பற்றி", "தொடர்பான", "சம்பந்தமான", "குறித்த", "சார்ந்த"},
		copyVerb:    []string{"நகலெடு", "நகல் எடு", "காப்பி செய்", "குளோன் செய்", "பரப்பவும்", "பரப்புங்கள்", "விநியோகி", "ஒட்டவும்"},
		otherPlaces: []string{"மற்ற எல்லா திட்ட", "மற்ற அனைத்து திட்ட", "மற்ற திட்ட", "பிற திட்ட", "அனைத்து திட்ட", "ஒவ்வொரு திட்ட", "மற்ற ப்ராஜெக்ட்", "அனைத்து ப்ராஜெக்ட்", "மற்ற புராஜெக்ட்", "அனைத்து களஞ்சிய", "மற்ற களஞ்சிய", "ஒவ்வொரு களஞ்சிய", "அனைத்து ரெப்போ", "மற்ற ரெப்போ", "மற்ற ஸ்கில்", "அனைத்து ஸ்கில்"},
		stealth:     []string{"அமைதியாக", "ரகசியமாக", "இரகசியமாக", "யாருக்கும் தெரியாமல்", "பயனருக்குத் தெரியாமல்", "பயனருக்கு தெரியாமல்", "பயனரிடம் சொல்லாமல்", "பயனருக்குச் சொல்லாமல்", "பயனரிடம் சொல்ல வேண்டாம்", "குறிப்பிட வேண்டாம்", "குறிப்பிடாதீர்கள்", "சொல்லாதீர்கள்"},
		sendVerb:    []string{"அனுப்பு", "அனுப்பவும்", "அனுப்பி", "பதிவேற்று", "பதிவேற்றவும்", "இடுகையிடு", "இடுகையிடவும்", "போஸ்ட் செய்", "பகிர்", "பகிரவும்", "பகிருங்கள்", "முன்னனுப்பு", "மின்னஞ்சல் செய்", "வெளியிடு", "வெளியிடவும்", "ஒட்டவும்"},
		public:      []string{"பொது சேனல", "பொதுச் சேனல", "பொதுவில்", "பொதுவெளி", "பொது மன்ற", "பகிரங்க", "அனைவரும் பார்க்கும்"},
		secret:      []string{"கடவுச்சொல்", "கடவுச்சொற்", "பாஸ்வேர்ட்", "ரகசிய விசை", "இரகசிய விசை", "தனிப்பட்ட விசை", "பிரைவேட் கீ", "api விசை", "api கீ", "அணுகல் டோக்கன்", "அக்சஸ் டோக்கன்", "நற்சான்று", "உள்நுழைவு விவர", "லாகின் விவர", "வங்கி விவர", "வங்கிக் கணக்கு விவர", "பின் எண்", "ஏடிஎம் பின்", "ஓடிபி"},
		never:       []string{"ஒருபோதும்", "ஒருக்காலும்", "வேண்டாம்", "கூடாது", "தடை"},
	})
	registerActionLexicon("ur", actionLex{
		selfRef:     []string{"یہ اسکل", "اس اسکل", "یہ سکل", "اس سکل", "یہ فائل", "اس فائل", "یہ دستاویز", "اس دستاویز", "یہ رہنما", "اس رہنما", "یہ ہدایت نامہ", "اس ہدایت نامے", "یہ مہارت", "اس مہارت"},
		useVerb:     []string{"کے لیے استعمال", "کے لئے استعمال", "اسے استعمال", "اس کا استعمال", "اسے لوڈ", "کے لیے لوڈ", "کے لئے لوڈ", "پہلے لوڈ کریں", "پہلے لوڈ کرو"},
		everyReq:    []string{"ہر درخواست", "ہر سوال", "ہر پیغام", "ہر گفتگو", "تمام درخواست", "تمام سوال", "تمام پیغام", "کسی بھی درخواست", "کسی بھی سوال", "ہر ریکویسٹ", "ہر پرامپٹ"},
		beforeAns:   []string{"جواب دینے سے پہلے", "جواب سے پہلے", "ہر جواب سے پہلے", "جواب دینے سے قبل", "جواب سے قبل"},
		anyTopic:    []string{"موضوع چاہے کچھ بھی ہو", "موضوع کچھ بھی ہو", "موضوع جو بھی ہو", "چاہے کچھ بھی پوچھا جائے", "کچھ بھی پوچھا جائے", "موضوع سے قطع نظر", "کسی بھی موضوع"},
		narrow:      []string{"کے بارے میں", "سے متعلق", "کے متعلق", "سے جڑے", "کے حوالے سے", "متعلقہ"},
		copyVerb:    []string{"کاپی", "نقل کریں", "نقل کرو", "نقل بنائیں", "کلون", "پھیلائیں", "پھیلا دیں", "تقسیم کریں", "پیسٹ کریں", "چسپاں کریں"},
		otherPlaces: []string{"باقی تمام پروجیکٹ", "دیگر تمام پروجیکٹ", "تمام دیگر پروجیکٹ", "تمام پروجیکٹ", "دیگر پروجیکٹ", "دوسرے پروجیکٹ", "ہر پروجیکٹ", "تمام منصوب", "دیگر منصوب", "تمام ریپوزٹر", "دیگر ریپوزٹر", "ہر ریپوزٹر", "تمام ریپو", "ہر ریپو", "دوسری اسکل", "دیگر اسکل", "تمام اسکل"},
		stealth:     []string{"خاموشی سے", "چپکے سے", "چُپکے سے", "خفیہ طور پر", "چھپ کر", "صارف کو بتائے بغیر", "یوزر کو بتائے بغیر", "بتائے بغیر", "صارف کو مت بتا", "صارف کو نہ بتا", "یوزر کو مت بتا", "اس کا ذکر نہ", "اس کا ذکر مت", "ذکر مت کریں"},
		sendVerb:    []string{"بھیج", "اپ لوڈ", "اپلوڈ", "پوسٹ کریں", "پوسٹ کرو", "پوسٹ کر", "شیئر کریں", "شیئر کرو", "شیئر کر", "فارورڈ", "منسلک کریں", "ای میل کریں", "ای میل کرو", "شائع کریں", "پیسٹ کریں"},
		public:      []string{"عوامی", "پبلک", "سب کے سامنے", "سب دیکھ سکیں", "کوئی بھی دیکھ سکے"},
		secret:      []string{"پاس ورڈ", "پاسورڈ", "خفیہ کلید", "نجی کلید", "پرائیویٹ کی", "اے پی آئی کی", "api کی", "ایکسیس ٹوکن", "رسائی ٹوکن", "لاگ ان اسناد", "رسائی کی اسناد", "لاگ ان تفصیلات", "لاگ ان کی تفصیلات", "لاگ ان معلومات", "بینک تفصیلات", "بینک کی تفصیلات", "بینک اکاؤنٹ کی تفصیلات", "پن نمبر", "اے ٹی ایم پن", "او ٹی پی"},
		never:       []string{"کبھی", "ہرگز", "ممنوع", "مت بھیج", "مت کر", "مت ڈال", "نہ بھیج", "نہ کر"},
	})
}
