// The hall page's words: its header, its tiles' marks and results.
import type { WordBook } from '../../../firmware/core/index';

/** The hall page's words, in the catalogue's five languages. */
export const HALL_TEXTS: WordBook = {
  'hall.pageTitle': ['围棋计时钟：赛场', '圍棋計時鐘：賽場', '囲碁の対局時計：会場', '바둑 대국 시계: 대국장', 'Go clock: the hall'],
  'hall.title': ['赛场', '賽場', '対局会場', '대국장', 'The hall'],
  'hall.connecting': ['连接中…', '連接中…', '接続中…', '연결 중…', 'connecting…'],
  'hall.live': ['实时：{broker}', '即時：{broker}', 'ライブ：{broker}', '실시간: {broker}', 'live from {broker}'],
  'hall.offline': ['消息服务器已断开：正在重连…（下面的对局过时后停止走秒）', '訊息伺服器已斷開：正在重連…（下面的對局過時後停止走秒）', '中継サーバーとの接続が切れました：再接続中…（下の盤は古くなると止まります）', '중계 서버 연결이 끊겼습니다: 다시 연결 중… (아래 판은 오래되면 멈춥니다)', 'the broker is gone: reconnecting… (the boards below stop ticking as they go stale)'],
  'hall.round': ['第 {round} 轮', '第 {round} 輪', '第{round}回戦', '{round}라운드', 'Round {round}'],
  'hall.board': ['第 {board} 台', '第 {board} 桌', '{board}番盤', '{board}번 판', 'Board {board}'],
  'hall.jigo': ['和棋', '和棋', '持碁', '무승부', 'Jigo (draw)'],
  'hall.clocks': ['{result}（计时钟所报）', '{result}（計時鐘所報）', '{result}（時計の報告）', '{result} (시계 보고)', "{result} (clock's)"],
  'hall.clockSays': ['{result}（计时钟报 {clock}）', '{result}（計時鐘報 {clock}）', '{result}（時計は {clock}）', '{result} (시계는 {clock})', '{result} (clock says {clock})'],
  // Byo-yomi's periods left, in the device's words (its faces' "3 LEFT") and the web clock's.
  'hall.periodsLeft': ['剩{count}次', '剩{count}次', '残り{count}回', '{count}회 남음', '{count} left'],
  'hall.overtime': ['读秒', '讀秒', '秒読み', '초읽기', 'BYO-YOMI'],
  'hall.flagged': ['{side}超时', '{side}超時', '{side} 時間切れ', '{side} 시간 초과', '{side} FLAGGED'],
  'hall.paused': ['暂停', '暫停', '一時停止', '일시 정지', 'PAUSED'],
  'hall.ended': ['已结束', '已結束', '終局', '종료', 'ENDED'],
  'hall.earlier': ['上一局', '上一局', '前の対局', '이전 대국', 'EARLIER GAME'],
  'hall.conflict': ['冲突：{what}', '衝突：{what}', '競合：{what}', '충돌: {what}', 'CONFLICT {what}'],
  'hall.stale': ['{seconds} 秒未收到', '{seconds} 秒未收到', '{seconds}秒 受信なし', '{seconds}초 수신 없음', 'NOT HEARD {seconds} S'],
  'hall.unpaired': ['未编排', '未編排', '組み合わせなし', '대진 없음', 'NOT PAIRED'],
  'hall.waiting': ['等待中', '等待中', '待機中', '대기 중', 'WAITING'],
};
