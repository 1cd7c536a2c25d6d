// The hall page's words: its header, its tiles' marks, results, ranks and handicaps, as a Go player of
// each language writes them on a results board.
import type { WordBook } from '../../../firmware/core/index';

/** The hall page's words, in the catalogue's five languages. */
export const HALL_TEXTS: WordBook = {
  'hall.pageTitle': ['围棋计时钟：赛场', '圍棋計時鐘：賽場', '囲碁の対局時計：会場', '바둑 대국 시계: 대국장', 'Go clock: the hall'],
  'hall.title': ['赛场', '賽場', '対局会場', '대국장', 'The hall'],
  'hall.connecting': ['连接中…', '連接中…', '接続中…', '연결 중…', 'connecting…'],
  'hall.pages': ['第 {first}–{last} 台（共 {count} 台）', '第 {first}–{last} 桌（共 {count} 桌）', '{first}～{last}番盤（全{count}局）', '{first}–{last}번 판 (전체 {count}판)', 'Boards {first}–{last} of {count}'],
  // The players the round gives a bye (OpenGotha's), in the header: each with their rank, as a results board lists them.
  'hall.byes': ['轮空：{players}', '輪空：{players}', '不戦（抜け番）：{players}', '부전(휴식): {players}', 'Bye: {players}'],
  'hall.between': ['、', '、', '、', ', ', ', '],
  'hall.offline': ['消息服务器已断开：正在重连…（下面的对局过时后停止走秒）', '訊息伺服器已斷開：正在重連…（下面的對局過時後停止走秒）', '中継サーバーとの接続が切れました：再接続中…（下の盤は古くなると止まります）', '중계 서버 연결이 끊겼습니다: 다시 연결 중… (아래 판은 오래되면 멈춥니다)', 'the broker is gone: reconnecting… (the boards below stop ticking as they go stale)'],
  'hall.round': ['第 {round} 轮', '第 {round} 輪', '第{round}回戦', '{round}라운드', 'Round {round}'],
  'hall.board': ['第 {board} 台', '第 {board} 桌', '{board}番盤', '{board}번 판', 'Board {board}'],
  'hall.jigo': ['和棋', '和棋', '持碁', '무승부', 'Jigo (draw)'],
  // A result's winner, and how: SGF's B+R, W+3.5, B+T, W+F as each language's results board writes them.
  'hall.black': ['黑', '黑', '黒', '흑', 'Black'],
  'hall.white': ['白', '白', '白', '백', 'White'],
  'hall.won.resign': ['{side}中盘胜', '{side}中盤勝', '{side}中押し勝ち', '{side} 불계승', '{side} wins by resignation'],
  'hall.won.time': ['{side}超时胜', '{side}超時勝', '{side}時間切れ勝ち', '{side} 시간승', '{side} wins on time'],
  'hall.won.forfeit': ['{side}不战而胜', '{side}不戰而勝', '{side}不戦勝', '{side} 부전승', '{side} wins by forfeit'],
  'hall.won.half': ['{side}胜半目', '{side}勝半目', '{side}半目勝ち', '{side} 반집승', '{side} wins by half a point'],
  'hall.won.one': ['{side}胜1目', '{side}勝1目', '{side}1目勝ち', '{side} 1집승', '{side} wins by 1 point'],
  'hall.won.points': ['{side}胜{points}目', '{side}勝{points}目', '{side}{points}目勝ち', '{side} {points}집승', '{side} wins by {points} points'],
  'hall.won.pointsHalf': ['{side}胜{points}目半', '{side}勝{points}目半', '{side}{points}目半勝ち', '{side} {points}집반승', '{side} wins by {points}.5 points'],
  // Ranks as each language writes them: a professional's and an amateur's dan told apart, kyu as players say it.
  'hall.rank.pro': ['职业{n}段', '職業{n}段', 'プロ{n}段', '프로 {n}단', '{n}P'],
  'hall.rank.dan': ['{n}段', '{n}段', '{n}段', '{n}단', '{n}D'],
  'hall.rank.kyu': ['{n}级', '{n}級', '{n}級', '{n}급', '{n}K'],
  // How each language writes a professional's (then an amateur's) dan from 1 to 9: Chinese and Japanese pros in kanji, Japanese amateurs too.
  'hall.rank.proDigits': ['一二三四五六七八九', '一二三四五六七八九', '一二三四五六七八九', '123456789', '123456789'],
  'hall.rank.danDigits': ['123456789', '123456789', '一二三四五六七八九', '123456789', '123456789'],
  'hall.handicap': ['让{stones}子', '讓{stones}子', '{stones}子局', '{stones}점 접바둑', 'H{stones}'],
  'hall.noKomi': ['让先', '讓先', '定先', '정선', 'no komi'],
  'hall.clocks': ['{result}（计时钟所报）', '{result}（計時鐘所報）', '{result}（時計の報告）', '{result} (시계 보고)', "{result} (clock's)"],
  'hall.clockSays': ['{result}（计时钟报 {clock}）', '{result}（計時鐘報 {clock}）', '{result}（時計は {clock}）', '{result} (시계는 {clock})', '{result} (clock says {clock})'],
  // Beside a result on a tile, small: it is the clock's alone, or the clock says another.
  'hall.byClock': ['计时钟所报', '計時鐘所報', '時計の報告', '시계 보고', "the clock's"],
  'hall.clockSaid': ['计时钟报：{clock}', '計時鐘報：{clock}', '時計では{clock}', '시계는 {clock}', 'the clock says {clock}'],
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
