// The words of the recorder's page (record.html) and of a take's refusal, which npm run voice prints too, in the
// catalogue's five languages.
import type { Say, WordBook } from '../../../firmware/core/index';
import type { Refusal } from '../../voice/takes';

export const RECORD_TEXTS: WordBook = {
  'rec.title': ['录制语音', '錄製語音', '音声の録音', '음성 녹음', 'Record a voice'],
  'rec.intro': [
    '用你自己的声音录制读秒。在每一行按“录音”，念出文字，再按“停止”。系统会去掉前后的静音，把音量调得与其他录音一致，并检查能否在下一次报秒前说完。',
    '用你自己的聲音錄製讀秒。在每一行按「錄音」，唸出文字，再按「停止」。程式會剪去前後的靜音，把音量調成與其他錄音一致，並檢查能否在下一次報秒前唸完。',
    '自分の声で秒読みを録音します。各行の「録音」を押して表示の言葉を読み上げ、「停止」を押してください。前後の無音は自動で切り取り、音量をほかの録音とそろえ、次の読み上げまでに言い終わるかを確認します。',
    '자신의 목소리로 초읽기를 녹음합니다. 줄마다 "녹음"을 누르고 문구를 읽은 뒤 "정지"를 누르세요. 앞뒤의 무음은 잘라 내고 음량은 다른 녹음과 맞추며, 다음 읽기 전에 끝나는지 확인합니다.',
    'Record the count in your own voice. On each line tap Record, say the words, then Stop: the silence before and after is trimmed, the level matched to the other takes, and the take checked to end before the next call.',
  ],
  'rec.progress': ['必需录音已录 {done} / {total} 条', '必需錄音已錄 {done} / {total} 段', '必要な読み上げ{total}件のうち{done}件を録音済み', '필수 녹음 {total}개 중 {done}개 완료', '{done} of the {total} needed calls recorded'],
  'rec.needed': ['必录（按裁判读秒顺序排列）', '必錄（依裁判讀秒順序排列）', '必須（秒読みで読み上げる順）', '필수 (초읽기에서 읽는 순서대로)', 'Needed, in the order a referee says them'],
  'rec.optional': ['可选', '可選', '任意', '선택', 'Optional'],
  'rec.record': ['录音', '錄音', '録音', '녹음', 'Record'],
  'rec.stop': ['停止', '停止', '停止', '정지', 'Stop'],
  'rec.play': ['播放', '播放', '再生', '재생', 'Play'],
  'rec.kept': ['已保存：{ms} 毫秒', '已儲存：{ms} 毫秒', '保存済み：{ms}ミリ秒', '저장됨: {ms}밀리초', 'Kept: {ms} ms'],
  'rec.none': ['未录制', '未錄製', '未録音', '녹음 안 됨', 'Not recorded'],
  'rec.export': ['导出全部录音', '匯出全部錄音', 'すべての録音を書き出す', '모든 녹음 내보내기', 'Export the voice (a zip of WAVs)'],
  'rec.import': ['导入录音…', '匯入錄音…', '録音を読み込む…', '녹음 가져오기…', 'Import a voice…'],
  'rec.imported': ['已导入 {n} 条录音', '已匯入 {n} 段錄音', '{n}件の録音を読み込みました', '녹음 {n}개를 가져왔습니다', 'Imported {n} takes'],
  'rec.importFailed': ['无法导入：{why}', '無法匯入：{why}', '読み込めません：{why}', '가져올 수 없습니다: {why}', 'Cannot import: {why}'],
  'rec.noMic': ['无法使用麦克风：{why}', '無法使用麥克風：{why}', 'マイクを使えません：{why}', '마이크를 쓸 수 없습니다: {why}', 'The microphone cannot be used: {why}'],
  // A voice recorded on this phone, named as the clock names its voices ('voice.' and the setting).
  'voice.recorded-zh': ['普通话（我录制的）', '普通話（我錄製的）', '中国語（普通話・自分で録音）', '중국어 (표준어, 직접 녹음)', 'Mandarin (recorded on this phone)'],
  'voice.recorded-yue': ['粤语（我录制的）', '粵語（我錄製的）', '広東語（自分で録音）', '광둥어 (직접 녹음)', 'Cantonese (recorded on this phone)'],
  'voice.recorded-ja': ['日语（我录制的）', '日語（我錄製的）', '日本語（自分で録音）', '일본어 (직접 녹음)', 'Japanese (recorded on this phone)'],
  'voice.recorded-ko': ['韩语（我录制的）', '韓語（我錄製的）', '韓国語（自分で録音）', '한국어 (직접 녹음)', 'Korean (recorded on this phone)'],
  'voice.recorded-en': ['英语（我录制的）', '英語（我錄製的）', '英語（自分で録音）', '영어 (직접 녹음)', 'English (recorded on this phone)'],
  // A voice of the user's own, for a language or dialect the clock has no words for, named as the user named it.
  'voice.own': ['{name}（我录制的）', '{name}（我錄製的）', '{name}（自分で録音）', '{name} (직접 녹음)', '{name} (recorded on this phone)'],
  'rec.newVoice': ['新建自定义语音…', '新增自訂語音…', '自分の音声を新しく作る…', '새 음성 만들기…', 'A new voice of your own…'],
  'rec.ownName': ['名称（如方言、棋社）', '名稱（如方言、棋社）', '名前（方言、クラブなど）', '이름 (방언, 기원 등)', 'Its name (a dialect, a club…)'],
  'rec.ownLanguage': ['读秒用语采用', '讀秒用語採用', '秒読みの言語', '초읽기 언어', 'Record the calls of'],
  'rec.create': ['新建', '建立', '作成', '만들기', 'Make it'],
  'rec.noName': ['请为语音取个名字。', '請為語音取個名字。', '音声に名前を付けてください。', '음성의 이름을 정하세요.', 'Give the voice a name.'],
  'rec.card': ['下载 DFPlayer 存储卡文件夹', '下載 DFPlayer 記憶卡資料夾', 'DFPlayer 用メモリーカードのフォルダーをダウンロード', 'DFPlayer 메모리 카드 폴더 내려받기', 'The DFPlayer’s card folder (a zip)'],
  'setup.voiceLacking': [
    '此语音的 {total} 条必需录音中缺 {n} 条，缺少的部分以蜂鸣代替。可在“录制语音”页补录。',
    '此語音的 {total} 段必需錄音中缺 {n} 段，缺少的部分以蜂鳴代替。可在「錄製語音」頁補錄。',
    'この音声は必要な読み上げ{total}件のうち{n}件が未録音で、その分はビープ音になります。「音声の録音」で録音してください。',
    '이 음성은 필수 녹음 {total}개 중 {n}개가 없어 그 부분은 삐 소리가 납니다. "음성 녹음"에서 녹음하세요.',
    '{n} of the {total} calls this voice needs are not recorded: they beep. Record them on “Record a voice”.',
  ],
  'rec.back': ['返回计时钟', '返回計時鐘', '時計に戻る', '시계로 돌아가기', 'Back to the clock'],
  'rec.silent': [
    '没有录到声音，请靠近麦克风再录一次。',
    '沒有錄到聲音，請靠近麥克風再錄一次。',
    '音が録れていません。マイクに近づいてもう一度録音してください。',
    '소리가 녹음되지 않았습니다. 마이크에 가까이 대고 다시 녹음하세요.',
    'Nothing was heard: come closer to the microphone and record again.',
  ],
  'rec.noise': ['只录到杂音，请在安静的地方清楚地念出文字。', '只錄到雜音，請在安靜的地方清楚地唸出文字。', '雑音しか録れていません。静かな所ではっきり読んでください。', '잡음만 녹음되었습니다. 조용한 곳에서 또렷하게 읽으세요.', 'Only noise was heard: say the words clearly somewhere quiet.'],
  'rec.clipped': [
    '声音太大，有 {percent}% 的部分失真，请离麦克风远一点。',
    '聲音太大，有 {percent}% 的部分失真，請離麥克風遠一點。',
    '音が大きすぎて{percent}%が音割れしています。マイクから少し離れてください。',
    '소리가 너무 커서 {percent}%가 왜곡되었습니다. 마이크에서 조금 떨어지세요.',
    'Too loud: {percent}% of it is clipped. Hold the microphone further away.',
  ],
  'rec.long': [
    '“{text}”时长 {ms} 毫秒，须在 {budget} 毫秒内说完，请说快一点。',
    '「{text}」長度 {ms} 毫秒，須在 {budget} 毫秒內唸完，請唸快一點。',
    '「{text}」は{ms}ミリ秒です。{budget}ミリ秒以内に収まるよう、もう少し速く読んでください。',
    '"{text}"의 길이는 {ms}밀리초입니다. {budget}밀리초 안에 끝나도록 조금 더 빨리 읽으세요.',
    '“{text}” lasts {ms} ms but must end within {budget} ms: say it faster.',
  ],
  'rec.unreadable': ['无法读取录音：{detail}', '無法讀取錄音：{detail}', '録音を読み取れません：{detail}', '녹음을 읽을 수 없습니다: {detail}', 'The take cannot be read: {detail}'],
  'rec.when.count': ['每次读秒的最后十秒：第 {n} 秒', '每次讀秒的最後十秒：第 {n} 秒', '秒読みの最後の10秒：{n}秒目', '초읽기 마지막 10초: {n}초째', 'The last ten seconds of a period: second {n}'],
  'rec.when.sec': ['每次读秒到 {n} 秒时', '每次讀秒到 {n} 秒時', '秒読みで{n}秒になったとき', '초읽기에서 {n}초가 될 때', 'When a period reaches {n} s'],
  'rec.when.minute': ['新版规则：一次读秒用完时', '新版規則：一次讀秒用完時', '新版の規則で秒読みを1回使い切ったとき', '개정 규칙에서 초읽기 한 번을 다 썼을 때', 'Current rules: when a period is used up'],
  'rec.when.part': ['“还剩几分钟”的一部分', '「還剩幾分鐘」的一部分', '「残り何分」の一部', '"몇 분 남았습니다"의 일부', 'A part of “X minutes left”'],
  'rec.when.left': ['还剩 {n} 分钟时', '還剩 {n} 分鐘時', '残りが{n}分になったとき', '{n}분 남았을 때', 'When {n} minutes are left'],
  'rec.when.timeout': ['超时', '超時', '時間切れ', '시간 초과', 'Time-out'],
  'rec.when.timeoutLost': ['超时判负（1988年规则）', '超時判負（1988年規則）', '時間切れ負け（1988年の規則）', '시간 초과 패 (1988년 규칙)', 'Time-out, game lost (1988 rules)'],
  'rec.when.paused': ['裁判暂停计时', '裁判暫停計時', '審判が時計を止めたとき', '심판이 시계를 멈출 때', 'The referee pauses the clock'],
  'rec.when.resumed': ['裁判恢复计时', '裁判恢復計時', '審判が時計を再び動かしたとき', '심판이 시계를 다시 움직일 때', 'The referee resumes the clock'],
  'rec.when.other': ['计时钟的其他提示', '計時鐘的其他提示', '時計のほかの案内', '시계의 다른 안내', 'The clock’s other words'],
};

/** Why a take was refused, in the words of `say`; `text` is the phrase's words. */
export function refusalText(refusal: Refusal, text: string, say: Say): string {
  if (refusal.why === 'long') return say('rec.long', { text: text, ms: refusal.ms, budget: refusal.budgetMs });
  if (refusal.why === 'clipped') return say('rec.clipped', { percent: refusal.percent });
  if (refusal.why === 'unreadable') return say('rec.unreadable', { detail: refusal.detail });
  return say('rec.' + refusal.why);
}

/** When the clock says the take `id` (a phrase id or a part's), in the words of `say`. */
export function whenSaid(id: string, part: boolean, say: Say): string {
  if (part) return say('rec.when.part');
  const n = Number(id.slice(id.lastIndexOf('-') + 1));
  if (id.indexOf('count-') === 0) return say('rec.when.count', { n: n });
  if (id.indexOf('sec-') === 0) return say('rec.when.sec', { n: n });
  if (id.indexOf('minutes-left') === 0) return say('rec.when.left', { n: n });
  const named: Record<string, string> = { 'minute-later': 'minute', timeout: 'timeout', 'timeout-lost': 'timeoutLost', paused: 'paused', resumed: 'resumed' };
  return say('rec.when.' + (named[id] ?? 'other'));
}
