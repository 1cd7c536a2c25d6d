// The installer page's words (install.html), in the catalogue's five languages.
import type { WordBook } from '../../../firmware/core/index';

export const INSTALL_TEXTS: WordBook = {
  'install.title': ['把计时钟装到 {board} 上', '把計時鐘裝到 {board} 上', '{board} に時計を入れる', '{board}에 시계 설치', 'Install the clock on the {board}'],
  'install.intro': [
    '从浏览器写入 npm run flash 写入的同一份固件，不必安装 Node。写入的文件：固件 {firmware}、所选语言的文字与字库、所选的语音，以及写入途中的临时文件 {temporary}。设置 {settings} 与对局记录原样保留。',
    '從瀏覽器寫入 npm run flash 寫入的同一份韌體，不必安裝 Node。寫入的檔案：韌體 {firmware}、所選語言的文字與字型、所選的語音，以及寫入途中的暫存檔 {temporary}。設定 {settings} 與對局記錄原樣保留。',
    'npm run flash が書き込むのと同じファームウェアを、Node なしでブラウザから書き込みます。書き込むファイル：ファームウェア {firmware}、選んだ言語の文言とフォント、選んだ音声、書き込み中の一時ファイル {temporary}。設定 {settings} と対局の記録はそのまま残ります。',
    'npm run flash가 쓰는 것과 같은 펌웨어를 Node 없이 브라우저에서 씁니다. 쓰는 파일: 펌웨어 {firmware}, 고른 언어의 문구와 글꼴, 고른 음성, 쓰는 동안의 임시 파일 {temporary}. 설정 {settings}과 대국 기록은 그대로 남습니다.',
    'Writes the very firmware npm run flash writes, from the browser, with no Node. The files written: the firmware {firmware}, the chosen language’s words and font, the chosen voice, and {temporary} while they are written. The settings ({settings}) and the game records stay as they are.',
  ],
  'install.text': ['表盘文字', '錶面文字', '表示の言語', '화면 언어', 'The faces’ language'],
  'install.voice': ['存储区中的语音', '儲存區中的語音', 'ストレージの音声', '저장소의 음성', 'The voice in Storage'],
  'install.voiceCard': ['不写入：由 DFPlayer 的存储卡报时', '不寫入：由 DFPlayer 的記憶卡報時', '書き込まない：DFPlayer のカードが読み上げる', '쓰지 않음: DFPlayer 카드가 읽어 줌', 'None: a DFPlayer card speaks'],
  'install.usb': ['经 USB 写入', '經 USB 寫入', 'USB で書き込む', 'USB로 쓰기', 'Install over USB'],
  'install.bluetooth': ['经蓝牙写入', '經藍牙寫入', 'Bluetooth で書き込む', 'Bluetooth로 쓰기', 'Install over Bluetooth'],
  'install.bluetoothFirst': ['经蓝牙写入前，先在计时钟的设置菜单中选择“{item}”：它的控制台只在这时向蓝牙开放几分钟。', '經藍牙寫入前，先在計時鐘的設定選單中選擇「{item}」：它的主控台只在這時向藍牙開放幾分鐘。', 'Bluetooth で書き込む前に、時計の設定メニューで「{item}」を選んでください。そのときだけ数分間、コンソールが Bluetooth に開きます。', 'Bluetooth로 쓰기 전에 시계의 설정 메뉴에서 "{item}"을 고르세요. 그때만 몇 분 동안 콘솔이 Bluetooth에 열립니다.', 'Before installing over Bluetooth, choose {item} in the clock’s setup menu: only then is its console open to Bluetooth, for a few minutes.'],
  'install.unreachable': ['此浏览器无法连接开发板：请在电脑或 Android 上使用 Chrome 或 Edge。', '此瀏覽器無法連接開發板：請在電腦或 Android 上使用 Chrome 或 Edge。', 'このブラウザはボードにつながりません。パソコンか Android の Chrome か Edge を使ってください。', '이 브라우저는 보드에 연결할 수 없습니다. 컴퓨터나 Android의 Chrome 또는 Edge를 쓰세요.', 'This browser cannot reach a board: use Chrome or Edge on a computer or Android.'],
  'install.working': ['正在写入：{share}%', '正在寫入：{share}%', '書き込み中：{share}%', '쓰는 중: {share}%', 'Installing: {share} %'],
  'install.done': ['已写入并校验。计时钟以新固件重新启动。', '已寫入並校驗。計時鐘以新韌體重新啟動。', '書き込んで確かめました。時計は新しいファームウェアで起動し直します。', '쓰고 확인했습니다. 시계가 새 펌웨어로 다시 시작합니다.', 'Written and checked: the clock starts again on the new firmware.'],
  'install.silent': ['开发板没有回应：它是否是 Espruino 开发板、已经接好，且没有别的页面连着它？', '開發板沒有回應：它是否是 Espruino 開發板、已經接好，且沒有別的頁面連著它？', 'ボードが答えません。Espruino のボードか、つながっているか、ほかのページが使っていないか確かめてください。', '보드가 응답하지 않습니다. Espruino 보드인지, 연결되어 있는지, 다른 페이지가 쓰고 있지 않은지 확인하세요.', 'The board did not answer: is it an Espruino board, plugged in, with no other page connected to it?'],
  'install.wrongBoard': ['这块开发板是 {found}，不是 {board}：什么都没有写入。', '這塊開發板是 {found}，不是 {board}：什麼都沒有寫入。', 'このボードは {found} で、{board} ではありません。何も書き込んでいません。', '이 보드는 {found}이며 {board}가 아닙니다. 아무것도 쓰지 않았습니다.', 'This board is a {found}, not the {board}: nothing was written.'],
  'install.oldVersion': ['这块开发板运行 Espruino {version}，计时钟需要 {needed} 或更新的版本：请先更新 Espruino，再写入。什么都没有写入。', '這塊開發板執行 Espruino {version}，計時鐘需要 {needed} 或更新的版本：請先更新 Espruino，再寫入。什麼都沒有寫入。', 'このボードの Espruino は {version} です。時計には {needed} 以降が要ります。Espruino を更新してから書き込んでください。何も書き込んでいません。', '이 보드의 Espruino는 {version}입니다. 시계에는 {needed} 이상이 필요합니다. Espruino를 업데이트한 뒤 다시 쓰세요. 아무것도 쓰지 않았습니다.', 'This board runs Espruino {version}, and the clock needs {needed} or later: update its Espruino, then install again. Nothing was written.'],
  'install.interrupted': ['写到 {share}% 时连接中断。计时钟上的每个文件都完整，包括原来的固件。请重新连接，再写入一次。', '寫到 {share}% 時連線中斷。計時鐘上的每個檔案都完整，包括原來的韌體。請重新連接，再寫入一次。', '{share}% のところで接続が切れました。時計のファイルはどれも欠けていません（前のファームウェアも）。つなぎ直して、もう一度書き込んでください。', '{share}%에서 연결이 끊겼습니다. 시계의 파일은 모두 온전합니다(이전 펌웨어도). 다시 연결해 한 번 더 쓰세요.', 'The upload stopped at {share} %: the link was lost. Every file on the clock is whole, its former firmware included. Connect again and install again.'],
  'install.mismatch': ['计时钟读回的 {file} 与发送的不一致：没有替换任何文件。请再写入一次。', '計時鐘讀回的 {file} 與傳送的不一致：沒有替換任何檔案。請再寫入一次。', '時計から読み戻した {file} が送ったものと違います。何も置き換えていません。もう一度書き込んでください。', '시계에서 다시 읽은 {file}이 보낸 것과 다릅니다. 아무것도 바꾸지 않았습니다. 다시 쓰세요.', 'What the clock read back of {file} differs from what was sent: that file was not replaced. Install again.'],
  'install.noRoom': ['计时钟的存储区放不下 {file}：没有替换它。', '計時鐘的儲存區放不下 {file}：沒有替換它。', '時計のストレージに {file} の入る場所がありません。置き換えていません。', '시계 저장소에 {file}을 넣을 자리가 없습니다. 바꾸지 않았습니다.', 'The clock’s Storage has no room for {file}: it was not replaced.'],
  'install.card': [
    'DFPlayer 版的语音在存储卡上：下载你的语言的文件夹，解压到 FAT32 microSD 卡的根目录，再把卡插进计时钟。',
    'DFPlayer 版的語音在記憶卡上：下載你的語言的資料夾，解壓到 FAT32 microSD 卡的根目錄，再把卡插進計時鐘。',
    'DFPlayer 版の音声はカードに入れます。言語のフォルダーをダウンロードし、FAT32 の microSD カードの一番上に展開して、カードを時計に差してください。',
    'DFPlayer 판의 음성은 카드에 넣습니다. 언어 폴더를 내려받아 FAT32 microSD 카드의 맨 위에 풀고, 카드를 시계에 꽂으세요.',
    'The DFPlayer’s build speaks from a card: download your language’s folder, unzip it at the top of a FAT32 microSD card, and put the card in the clock.',
  ],
};
