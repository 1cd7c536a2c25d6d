// The captions of npm run screens' contact sheets, in the catalogue's five languages: what each pair of faces shows.
import type { WordBook } from '../../firmware/core/index';

export const SCREEN_TEXTS: WordBook = {
  'screens.ready': ['准备', '準備', '対局前', '대국 전', 'READY'],
  'screens.mainTime': ['基本用时：黑方行棋', '基本用時：黑方行棋', '持ち時間：黒の手番', '기본 시간: 흑 차례', 'MAIN TIME: BLACK TO PLAY'],
  'screens.byoyomi': ['读秒', '讀秒', '秒読み', '초읽기', 'BYO-YOMI'],
  'screens.moves': ['限手计时：本段手数', '限手計時：本段手數', '手数制：区間の手数', '수 제한: 구간의 수', 'MOVES BLOCK'],
  'screens.fischer': ['费舍尔：每手加3秒，有上限', '費雪：每手加3秒，有上限', 'フィッシャー：毎手3秒加算、上限あり', '피셔: 한 수마다 3초, 상한 있음', 'FISCHER: +3 S A MOVE, CAPPED'],
  'screens.delay': ['延时：每手先走延时', '延時：每手先走延時', 'ディレイ：先にディレイが進む', '딜레이: 딜레이가 먼저 흐름', 'SIMPLE DELAY: DELAY RUNS FIRST'],
  'screens.canadian': ['加拿大读秒：剩余手数', '加拿大讀秒：剩餘手數', 'カナダ式：残りの手数', '캐나다식: 남은 수', 'CANADIAN PERIOD: STONES LEFT'],
  'screens.ing': ['应氏：已加时', '應氏：已用加時', '応氏：延長を使用', '응씨: 연장 사용', 'ING EXTENSION TAKEN'],
  'screens.stages': ['分段计时（国际棋联）', '分段計時（FIDE）', '段階制（FIDE）', '다단계 (국제체스연맹)', 'MULTI-STAGE (FIDE)'],
  'screens.paused': ['暂停：轮到白方', '暫停：輪到白方', '停止中：白の手番', '일시 정지: 백 차례', 'PAUSED, WHITE TO MOVE'],
  'screens.sealed': ['封棋：续赛时白方先走', '封棋：續賽時白方先走', '封じ手：再開で白から', '봉수: 재개 시 백부터', 'SEALED: WHITE STARTS ON RESUME'],
  'screens.flag': ['超时', '超時', '時間切れ', '시간 초과', 'FLAG'],
  'screens.flagMenu': ['超时后的裁定', '超時後的裁定', '時間切れの裁定', '시간 초과 후 판정', 'DECISION AFTER A FLAG'],
  'screens.lostOnTime': ['超时负', '超時負', '時間切れ負け', '시간패', 'LOST ON TIME'],
  'screens.lostLate': ['迟到判负', '遲到判負', '遅刻で負け', '지각패', 'LOST BY LATENESS'],
  'screens.resultMenu': ['裁判终止对局：谁胜？', '裁判終止對局：誰勝？', '審判が対局終了：勝者は？', '심판이 종료: 승자는?', 'ENDED BY THE REFEREE: WHO WON?'],
  'screens.resigned': ['中盘胜', '中盤勝', '中押し勝ち', '불계승', 'WON BY RESIGNATION'],
  'screens.setup': ['设置菜单', '設定選單', '設定メニュー', '설정 메뉴', 'SETUP MENU'],
  'screens.editor': ['时间编辑', '時間編輯', '時間の編集', '시간 편집', 'TIME EDITOR'],
  'screens.referee': ['裁判菜单', '裁判選單', '審判メニュー', '심판 메뉴', 'REFEREE MENU'],
  'screens.query': ['查询自己的时间', '查詢自己的時間', '自分の時間を確認', '자기 시간 확인', 'A PLAYER ASKS THE TIME LEFT'],
  'screens.noVoice': ['无语音', '無語音', '音声なし', '음성 없음', 'NO VOICE'],
  'screens.pairing': ['手机配对：配对码', '手機配對：配對碼', 'スマホのペアリング：キー', '휴대폰 페어링: 코드', 'PAIRING A PHONE: THE KEY'],
  'screens.pairingInGame': ['对局中手机配对', '對局中手機配對', '対局中のペアリング', '대국 중 페어링', 'PAIRING A PHONE MID-GAME'],
};
