// The words of the recorder's page (record.html) and of a take's refusal, which npm run voice prints too, in the
// catalogue's five languages.
import type { Say, WordBook } from '../../../firmware/core/index';
import type { Refusal } from '../../voice/takes';

export const RECORD_TEXTS: WordBook = {
  'rec.title': ['录制语音', '錄製語音', '音声の録音', '음성 녹음', 'Record a voice'],
  'rec.intro': [
    '用你自己的声音录制读秒。每一行按“录音”，说出文字，再按“停止”：前后的静音会去掉，音量与其他录音一致，并检查能否在下一次报秒前说完。',
    '用你自己的聲音錄製讀秒。每一行按「錄音」，說出文字，再按「停止」：前後的靜音會去掉，音量與其他錄音一致，並檢查能否在下一次報秒前說完。',
    '自分の声で秒読みを録音します。各行の「録音」を押して文字を読み、「停止」を押してください。前後の無音は切り取られ、音量はほかの録音とそろえられ、次の読み上げまでに言い終わるかが確かめられます。',
    '자신의 목소리로 초읽기를 녹음합니다. 줄마다 "녹음"을 누르고 글자를 읽은 뒤 "정지"를 누르세요. 앞뒤의 무음은 잘라 내고 음량은 다른 녹음과 맞추며, 다음 초읽기 전에 끝나는지 확인합니다.',
    'Record the count in your own voice. On each line tap Record, say the words, then Stop: the silence before and after is trimmed, the level matched to the other takes, and the take checked to end before the next call.',
  ],
  'rec.progress': ['已录 {done} / {total} 条必需的读秒', '已錄 {done} / {total} 條必需的讀秒', '必要な読み上げ {total} 件のうち {done} 件を録音済み', '필요한 초읽기 {total}개 중 {done}개 녹음함', '{done} of the {total} needed calls recorded'],
  'rec.needed': ['必需：按裁判读秒的顺序', '必需：按裁判讀秒的順序', '必要：審判が読み上げる順', '필수: 심판이 읽는 순서', 'Needed, in the order a referee says them'],
  'rec.optional': ['可选', '可選', '任意', '선택', 'Optional'],
  'rec.record': ['录音', '錄音', '録音', '녹음', 'Record'],
  'rec.stop': ['停止', '停止', '停止', '정지', 'Stop'],
  'rec.play': ['播放', '播放', '再生', '재생', 'Play'],
  'rec.kept': ['已保存：{ms} 毫秒', '已保存：{ms} 毫秒', '保存済み：{ms} ミリ秒', '저장됨: {ms}밀리초', 'Kept: {ms} ms'],
  'rec.none': ['未录', '未錄', '未録音', '녹음 안 함', 'Not recorded'],
  'rec.export': ['导出全部录音', '匯出全部錄音', 'すべての録音を書き出す', '모든 녹음 내보내기', 'Export the voice (a zip of WAVs)'],
  'rec.import': ['导入录音…', '匯入錄音…', '録音を読み込む…', '녹음 가져오기…', 'Import a voice…'],
  'rec.imported': ['已导入 {n} 条录音', '已匯入 {n} 條錄音', '{n} 件の録音を読み込みました', '녹음 {n}개를 가져왔습니다', 'Imported {n} takes'],
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
  'rec.newVoice': ['新建自己的语音…', '新建自己的語音…', '自分の音声を新しく作る…', '새 음성 만들기…', 'A new voice of your own…'],
  'rec.ownName': ['名称（方言、俱乐部等）', '名稱（方言、俱樂部等）', '名前（方言、クラブなど）', '이름 (방언, 클럽 등)', 'Its name (a dialect, a club…)'],
  'rec.ownLanguage': ['按哪种语音的读秒录制', '按哪種語音的讀秒錄製', '読み上げの内容', '초읽기 내용', 'Record the calls of'],
  'rec.create': ['新建', '新建', '作成', '만들기', 'Make it'],
  'rec.noName': ['请为语音取个名字。', '請為語音取個名字。', '音声に名前を付けてください。', '음성의 이름을 정하세요.', 'Give the voice a name.'],
  'rec.card': ['下载 DFPlayer 存储卡文件夹', '下載 DFPlayer 記憶卡資料夾', 'DFPlayer 用カードのフォルダーをダウンロード', 'DFPlayer 카드 폴더 내려받기', 'The DFPlayer’s card folder (a zip)'],
  'setup.voiceLacking': [
    '此语音缺少 {total} 条必需读秒中的 {n} 条，缺的以蜂鸣代替。可在“录制语音”页补录。',
    '此語音缺少 {total} 條必需讀秒中的 {n} 條，缺的以蜂鳴代替。可在「錄製語音」頁補錄。',
    'この音声は必要な読み上げ {total} 件のうち {n} 件が未録音で、その分はビープ音になります。「音声の録音」で録音してください。',
    '이 음성은 필요한 초읽기 {total}개 중 {n}개가 녹음되지 않아 그 대신 삐 소리가 납니다. "음성 녹음"에서 녹음하세요.',
    '{n} of the {total} calls this voice needs are not recorded: they beep. Record them on “Record a voice”.',
  ],
  'rec.back': ['返回计时钟', '返回計時鐘', '時計に戻る', '시계로 돌아가기', 'Back to the clock'],
  'rec.silent': ['没有录到声音：请靠近麦克风再录一次。', '沒有錄到聲音：請靠近麥克風再錄一次。', '音が録れていません。マイクに近づいてもう一度録音してください。', '소리가 녹음되지 않았습니다. 마이크에 가까이 대고 다시 녹음하세요.', 'Nothing was heard: come closer to the microphone and record again.'],
  'rec.noise': ['只录到杂音：请在安静处清楚地说出文字。', '只錄到雜音：請在安靜處清楚地說出文字。', '雑音しか録れていません。静かな所ではっきり読んでください。', '잡음만 녹음되었습니다. 조용한 곳에서 또렷하게 읽으세요.', 'Only noise was heard: say the words clearly somewhere quiet.'],
  'rec.clipped': ['声音太大，{percent}% 失真：请离麦克风远一点。', '聲音太大，{percent}% 失真：請離麥克風遠一點。', '音が大きすぎて {percent}% が割れています。マイクから少し離れてください。', '소리가 너무 커서 {percent}%가 찌그러졌습니다. 마이크에서 조금 떨어지세요.', 'Too loud: {percent}% of it is clipped. Hold the microphone further away.'],
  'rec.long': [
    '“{text}”（{phrase}）长 {ms} 毫秒，须在 {budget} 毫秒内说完：请说快一点。',
    '「{text}」（{phrase}）長 {ms} 毫秒，須在 {budget} 毫秒內說完：請說快一點。',
    '「{text}」（{phrase}）は {ms} ミリ秒です。{budget} ミリ秒以内に言い終えるよう、もっと速く言ってください。',
    '"{text}"({phrase})은 {ms}밀리초입니다. {budget}밀리초 안에 끝나도록 더 빨리 말하세요.',
    '“{text}” ({phrase}) lasts {ms} ms but must end within {budget} ms: say it faster.',
  ],
  'rec.unreadable': ['无法读取录音：{detail}', '無法讀取錄音：{detail}', '録音を読み取れません：{detail}', '녹음을 읽을 수 없습니다: {detail}', 'The take cannot be read: {detail}'],
  'rec.when.count': ['读秒最后十秒：第 {n} 秒', '讀秒最後十秒：第 {n} 秒', '秒読みの最後の10秒：{n} 秒目', '초읽기 마지막 10초: {n}초째', 'The last ten seconds of a period: second {n}'],
  'rec.when.sec': ['每次读秒到 {n} 秒时', '每次讀秒到 {n} 秒時', '秒読みが {n} 秒になったとき', '초읽기가 {n}초가 될 때', 'When a period reaches {n} s'],
  'rec.when.minute': ['新版规则：一次读秒用完时', '新版規則：一次讀秒用完時', '新版の規則で秒読みを1回使い切ったとき', '개정 규칙에서 초읽기 한 번을 다 썼을 때', 'Current rules: when a period is used up'],
  'rec.when.part': ['“还剩几分钟”的一部分', '「還剩幾分鐘」的一部分', '「残り何分」の一部', '"몇 분 남았습니다"의 일부', 'A part of “X minutes left”'],
  'rec.when.left': ['一次读秒用完后：还剩 {n} 分钟', '一次讀秒用完後：還剩 {n} 分鐘', '秒読みを1回使い切った後：残り {n} 分', '초읽기 한 번을 다 쓴 뒤: {n}분 남음', 'After a period is used up: {n} minutes left'],
  'rec.when.timeout': ['超时', '超時', '時間切れ', '시간 초과', 'Time-out'],
  'rec.when.timeoutLost': ['超时判负（1988年规则）', '超時判負（1988年規則）', '時間切れ負け（1988年の規則）', '시간 초과 패 (1988년 규칙)', 'Time-out, game lost (1988 rules)'],
  'rec.when.paused': ['裁判暂停计时', '裁判暫停計時', '審判が時計を止めたとき', '심판이 시계를 멈출 때', 'The referee pauses the clock'],
  'rec.when.resumed': ['裁判恢复计时', '裁判恢復計時', '審判が時計を再開したとき', '심판이 시계를 다시 움직일 때', 'The referee resumes the clock'],
  'rec.when.other': ['计时钟的其他提示', '計時鐘的其他提示', '時計のほかの案内', '시계의 다른 안내', 'The clock’s other words'],
};

/** Why a take was refused, in the words of `say`; `text` is the phrase's words. */
export function refusalText(refusal: Refusal, text: string, say: Say): string {
  if (refusal.why === 'long') return say('rec.long', { text: text, phrase: refusal.phrase, ms: refusal.ms, budget: refusal.budgetMs });
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
