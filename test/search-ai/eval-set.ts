/**
 * The evaluation set of natural-language search (issue 16): one query a line,
 * `locale | query | expected`, read at EVAL_NOW (a Wednesday, noon in Tokyo). Expected fields:
 * loc[...] the location as written (after typo correction), @place_id the gazetteer place it must
 * resolve to (absent: no point expected), in= / out= the stay in JST (MM-DDTHH:mm), price=, f= the
 * filters (type:value, comma-separated), or `unparseable` for a 422. A field not written is
 * expected absent. Some lines are known misses (places the gazetteer lacks without a marker); they
 * stay, so that the measurement is honest. The last 40 lines were written after the parser and
 * measured once before any change for them (docs/search-ai.md, "held out").
 */
export const EVAL_NOW = '2026-05-13T12:00:00+09:00';

export const EVAL_SET = String.raw`
ja | 新宿駅の近くで明日10時から3時間、1000円以内、屋根付き | loc[新宿駅] @station:shinjuku in=05-14T10:00 out=05-14T13:00 price=1000 f=tag:covered
ja | 渋谷駅 明日9時から18時まで 1500円以下 EV充電 | loc[渋谷駅] @station:shibuya in=05-14T09:00 out=05-14T18:00 price=1500 f=tag:ev_charger
ja | 池袋で今夜から明日の朝まで | loc[池袋] @station:ikebukuro in=05-13T20:00 out=05-14T08:00
ja | 来週の土曜 午後3時半から2時間 品川 | loc[品川] @station:shinagawa in=05-23T15:30 out=05-23T17:30
ja | 千円まで 上野駅付近 | loc[上野駅] @station:ueno price=1000
ja | 明後日の朝9時から夕方5時まで 東京駅 | loc[東京駅] @station:tokyo in=05-15T09:00 out=05-15T17:00
ja | 渋谷区で24時間営業の駐車場 | loc[渋谷区] @ward:tokyo:shibuya f=tag:open_24h
ja | 平置きで機械式以外、新橋 | loc[新橋] @station:shimbashi f=structure:flat,entry_method:self
ja | ハイルーフ可 六本木 明日 | loc[六本木] @station:roppongi in=05-14T00:00 out=05-15T00:00 f=tag:high_roof_ok
ja | 高さ2.1m以上 恵比寿駅 | loc[恵比寿駅] @station:ebisu f=max_height_m:2.1
ja | 大型車 停められる 豊洲 | loc[豊洲] @station:toyosu f=tag:large_vehicle_ok
ja | 軽自動車 中野区 | loc[中野区] @ward:tokyo:nakano f=vehicle_type:kei
ja | バイク 秋葉原 今から2時間 | loc[秋葉原] @station:akihabara in=05-13T12:00 out=05-13T14:00 f=tag:motorcycle_ok
ja | 明日１０時から１８時まで 銀座 | loc[銀座] @station:ginza in=05-14T10:00 out=05-14T18:00
ja | 明日十時から三時間 新宿 | loc[新宿] @station:shinjuku in=05-14T10:00 out=05-14T13:00
ja | 午後3時から5時まで 浅草 | loc[浅草] @station:asakusa in=05-13T15:00 out=05-13T17:00
ja | 土曜日の10時から14時 吉祥寺 1500円 | loc[吉祥寺] @station:kichijoji in=05-16T10:00 out=05-16T14:00 price=1500
ja | 今日18時から翌朝8時まで 目黒 | loc[目黒] @station:meguro in=05-13T18:00 out=05-14T08:00
ja | 1,500円以下で屋根付き、大阪駅 | loc[大阪駅] @station:osaka price=1500 f=tag:covered
ja | 梅田 明日の夜7時から3時間 | loc[梅田] @station:umeda in=05-14T19:00 out=05-14T22:00
ja | なんば 2000円以内 24時間 | loc[なんば] @station:namba price=2000 f=tag:open_24h
ja | 名古屋駅で明日8時から17時 | loc[名古屋駅] @station:nagoya in=05-14T08:00 out=05-14T17:00
ja | 栄で今夜 | loc[栄] @station:sakae in=05-13T20:00
ja | 大阪市北区 屋内 | loc[大阪市北区] @ward:osaka:kita f=tag:covered
ja | 名古屋市中区 3時間 | loc[名古屋市中区] @ward:nagoya:naka in=05-13T12:00 out=05-13T15:00
ja | 天王寺駅の近く 1日中 | loc[天王寺駅] @station:tennoji in=05-13T12:00 out=05-14T00:00
ja | 世田谷区 明日の朝 | loc[世田谷区] @ward:tokyo:setagaya in=05-14T08:00
ja | 八王子市 クレジットカード | loc[八王子市] @city:tokyo:hachioji f=tag:credit_card
ja | 立川駅 予約できる | loc[立川駅] @station:tachikawa f=tag:reservation
ja | 町田 5月20日 14時から16時 | loc[町田] @station:machida in=05-20T14:00 out=05-20T16:00
ja | 品川区 18時以降 | loc[品川区] @ward:tokyo:shinagawa in=05-13T18:00
ja | 駐車場 | unparseable
ja | 　 | unparseable
ja | えーと | unparseable
ja | 明日10時から今日の9時まで | unparseable
ja | 午前10時から午前9時まで 渋谷 | unparseable
ja | 渋谷駅から徒歩5分 屋根付き | loc[渋谷駅] @station:shibuya f=tag:covered
ja | 錦糸町 EV充電器 明日 | loc[錦糸町] @station:kinshicho in=05-14T00:00 out=05-15T00:00 f=tag:ev_charger
ja | 東京タワーの近くで2時間 | loc[東京タワー] @landmark:tokyotower in=05-13T12:00 out=05-13T14:00
ja | スカイツリー 土曜 10時から | loc[スカイツリー] @landmark:skytree in=05-16T10:00
ja | 羽田空港 明日から明後日まで | loc[羽田空港] @landmark:haneda in=05-14T00:00 out=05-16T00:00
ja | 大阪城 夕方から夜まで | loc[大阪城] @landmark:osakacastle in=05-13T18:00 out=05-13T20:00
ja | ４時間 千葉駅 １０００円 | loc[千葉駅] @station:chiba in=05-13T12:00 out=05-13T16:00 price=1000
ja | 川崎駅周辺で明日の午前中 | loc[川崎駅] @station:kawasaki in=05-14T08:00
ja | 横浜駅 来週月曜 9時〜17時 | loc[横浜駅] @station:yokohama in=05-18T09:00 out=05-18T17:00
ja | 大宮 電子マネー 交通系IC | loc[大宮] @station:omiya f=tag:e_money,tag:ic_card
ja | 中目黒 ゲートなし 1時間半 | loc[中目黒] @station:nakameguro in=05-13T12:00 out=05-13T13:30 f=tag:gateless
ja | 下北沢で90分 | loc[下北沢] @station:shimokitazawa in=05-13T12:00 out=05-13T13:30
ja | 二十時から二十三時まで 高円寺 | loc[高円寺] in=05-13T20:00 out=05-13T23:00
ja | 西新宿1丁目の近く | loc[西新宿1丁目]
ja | 港区 予算1500円 屋根付き | loc[港区] @ward:tokyo:minato price=1500 f=tag:covered
ja | 北区 明日 | loc[北区] @ward:tokyo:kita in=05-14T00:00 out=05-15T00:00
ja | 名古屋の北区で屋根付き | loc[北区] @ward:nagoya:kita f=tag:covered
ja | 堺市 3時間 | loc[堺市] @city:osaka:sakai in=05-13T12:00 out=05-13T15:00
ja | 豊中市 平面駐車場 | loc[豊中市] @city:osaka:toyonaka f=structure:flat
ja | 金山駅 明日の13時から4時間 | loc[金山駅] @station:kanayama in=05-14T13:00 out=05-14T17:00
ja | 今池 今夜10時から翌朝7時まで | loc[今池] @station:imaike in=05-13T22:00 out=05-14T07:00
ja | 心斎橋 2千円以内 | loc[心斎橋] @station:shinsaibashi price=2000
ja | 新大阪駅 3,000円まで 大型 | loc[新大阪駅] @station:shinosaka price=3000 f=tag:large_vehicle_ok
ja | 御茶ノ水駅 金曜 | loc[御茶ノ水駅] @station:ochanomizu in=05-15T00:00 out=05-16T00:00
ja | 高田馬場 明日の9:30から11:00 | loc[高田馬場] @station:takadanobaba in=05-14T09:30 out=05-14T11:00
ja | 赤坂で明日朝８時から夜８時まで | loc[赤坂] @station:akasaka in=05-14T08:00 out=05-14T20:00
ja | 有楽町駅 明日の正午から3時間 | loc[有楽町駅] @station:yurakucho in=05-14T12:00 out=05-14T15:00
ja | 表参道 車高制限2.0m | loc[表参道] @station:omotesando f=max_height_m:2
ja | 日本橋 機械式じゃない 屋根付き | loc[日本橋] @station:nihombashi f=entry_method:self,tag:covered
ja | しぶやえき あした10時から | loc[しぶやえき] @station:shibuya in=05-14T10:00
ja | シンジュク 今日の夜 | loc[シンジュク] @station:shinjuku in=05-13T20:00
ja | Shibuya駅 明日 9時から5時 | loc[Shibuya駅] @station:shibuya in=05-14T09:00 out=05-14T17:00
ja | 東京駅 ＥＶ 充電 | loc[東京駅] @station:tokyo f=tag:ev_charger
ja | 今から1時間 上野 500円以内 | loc[上野] @station:ueno in=05-13T12:00 out=05-13T13:00 price=500
ja | 秋葉原駅 30分 | loc[秋葉原駅] @station:akihabara in=05-13T12:00 out=05-13T12:30
ja | 月極 新宿区 | loc[新宿区] @ward:tokyo:shinjuku f=tag:monthly_available
ja | 防犯カメラ付き 練馬区 今夜 | loc[練馬区] @ward:tokyo:nerima in=05-13T20:00 f=tag:security_camera
ja | 車椅子対応 品川駅 | loc[品川駅] @station:shinagawa f=tag:wheelchair
ja | トイレあり 舞浜駅 明日一日 | loc[舞浜駅] @station:maihama in=05-14T00:00 out=05-15T00:00 f=tag:toilet
ja | 鶴橋 夜 1000円 | loc[鶴橋] @station:tsuruhashi in=05-13T20:00 price=1000
ja | 吹田市 18時から22時 | loc[吹田市] @city:osaka:suita in=05-13T18:00 out=05-13T22:00
ja | 岡崎市 明日 8時〜12時 2000円以下 | loc[岡崎市] @city:nagoya:okazaki in=05-14T08:00 out=05-14T12:00 price=2000
ja | 屋根なし 新宿 | loc[新宿] @station:shinjuku
ja | あいうえお | unparseable
ja | 明日 | loc[] in=05-14T00:00 out=05-15T00:00
ja | 1000円以内 | loc[] price=1000
ja | 安い駐車場 渋谷 明日13時から16時 | loc[渋谷] @station:shibuya in=05-14T13:00 out=05-14T16:00 f=sort:price
ja | 営業中 池袋駅 | loc[池袋駅] @station:ikebukuro f=open_now:true
en | covered parking near Shibuya station tomorrow 9am-6pm under 1500 yen with EV charging | loc[Shibuya station] @station:shibuya in=05-14T09:00 out=05-14T18:00 price=1500 f=tag:covered,tag:ev_charger
en | parking near Shinjuku station tomorrow 10am for 3 hours under 1000 yen covered | loc[Shinjuku station] @station:shinjuku in=05-14T10:00 out=05-14T13:00 price=1000 f=tag:covered
en | tonight until tomorrow morning near Ueno | loc[Ueno] @station:ueno in=05-13T20:00 out=05-14T08:00
en | next saturday 10am to 3pm in Ginza max 2000 yen | loc[Ginza] @station:ginza in=05-23T10:00 out=05-23T15:00 price=2000
en | parking near shinjku station tomorow 10:00-18:00 under ¥1,500 | loc[shinjuku station] @station:shinjuku in=05-14T10:00 out=05-14T18:00 price=1500
en | May 20 9am-5pm near Tokyo station | loc[Tokyo station] @station:tokyo in=05-20T09:00 out=05-20T17:00
en | Ikebukuro 2 hours | loc[Ikebukuro] @station:ikebukuro in=05-13T12:00 out=05-13T14:00
en | 24h parking in Shibuya ward | loc[Shibuya ward] @ward:tokyo:shibuya f=tag:open_24h
en | flat parking not mechanical near Shimbashi | loc[Shimbashi] @station:shimbashi f=structure:flat,entry_method:self
en | high roof ok Roppongi tomorrow | loc[Roppongi] @station:roppongi in=05-14T00:00 out=05-15T00:00 f=tag:high_roof_ok
en | my car is 2.1 m tall, near Ebisu | loc[Ebisu] @station:ebisu f=max_height_m:2.1
en | truck parking Toyosu | loc[Toyosu] @station:toyosu f=tag:large_vehicle_ok
en | kei car parking in Nakano | loc[Nakano] @station:nakano f=vehicle_type:kei
en | motorcycle parking Akihabara now for 2 hours | loc[Akihabara] @station:akihabara in=05-13T12:00 out=05-13T14:00 f=tag:motorcycle_ok
en | tomorrow 9-6 near Ginza | loc[Ginza] @station:ginza in=05-14T09:00 out=05-14T18:00
en | 3pm to 5pm in Asakusa | loc[Asakusa] @station:asakusa in=05-13T15:00 out=05-13T17:00
en | saturday 10:00 to 14:00 kichijoji 1500 yen | loc[kichijoji] @station:kichijoji in=05-16T10:00 out=05-16T14:00 price=1500
en | this evening at Meguro | loc[Meguro] @station:meguro in=05-13T18:00
en | Osaka station covered under 1500 yen | loc[Osaka station] @station:osaka price=1500 f=tag:covered
en | Umeda tomorrow 7pm for 3 hours | loc[Umeda] @station:umeda in=05-14T19:00 out=05-14T22:00
en | Namba 24/7 max 2000 yen | loc[Namba] @station:namba price=2000 f=tag:open_24h
en | Nagoya station tomorrow 8am-5pm | loc[Nagoya station] @station:nagoya in=05-14T08:00 out=05-14T17:00
en | Sakae tonight | loc[Sakae] @station:sakae in=05-13T20:00
en | Kita ward Osaka indoor | loc[Kita ward] @ward:osaka:kita f=tag:covered
en | Naka ward Nagoya for 3 hours | loc[Naka ward] @ward:nagoya:naka in=05-13T12:00 out=05-13T15:00
en | near Tennoji station all day | loc[Tennoji station] @station:tennoji in=05-13T12:00 out=05-14T00:00
en | Setagaya tomorrow morning | loc[Setagaya] @ward:tokyo:setagaya in=05-14T08:00
en | Hachioji credit card | loc[Hachioji] @station:hachioji f=tag:credit_card
en | Tachikawa station reservation | loc[Tachikawa station] @station:tachikawa f=tag:reservation
en | Machida on May 20 from 2pm to 4pm | loc[Machida] @station:machida in=05-20T14:00 out=05-20T16:00
en | Shinagawa after 6pm | loc[Shinagawa] @station:shinagawa in=05-13T18:00
en | parking please | unparseable
en |  | unparseable
en | hello | unparseable
en | tomorrow 10am until today 9am | unparseable
en | 10am to 9am near Shibuya | unparseable
en | within 5 min walk of Shibuya station, covered | loc[Shibuya station] @station:shibuya f=tag:covered
en | Kinshicho EV charger tomorrow | loc[Kinshicho] @station:kinshicho in=05-14T00:00 out=05-15T00:00 f=tag:ev_charger
en | near Tokyo Tower for 2 hours | loc[Tokyo Tower] @landmark:tokyotower in=05-13T12:00 out=05-13T14:00
en | Skytree saturday from 10am | loc[Skytree] @landmark:skytree in=05-16T10:00
en | Haneda airport from tomorrow until the day after tomorrow | loc[Haneda airport] @landmark:haneda in=05-14T00:00 out=05-16T00:00
en | Osaka castle evening | loc[Osaka castle] @landmark:osakacastle in=05-13T18:00
en | 4 hours Chiba station 1000 yen | loc[Chiba station] @station:chiba in=05-13T12:00 out=05-13T16:00 price=1000
en | Kawasaki station tomorrow morning | loc[Kawasaki station] @station:kawasaki in=05-14T08:00
en | Yokohama station next monday 9am-5pm | loc[Yokohama station] @station:yokohama in=05-18T09:00 out=05-18T17:00
en | Omiya e-money suica | loc[Omiya] @station:omiya f=tag:e_money,tag:ic_card
en | Nakameguro no gate 1.5 hours | loc[Nakameguro] @station:nakameguro in=05-13T12:00 out=05-13T13:30 f=tag:gateless
en | Shimokitazawa 90 minutes | loc[Shimokitazawa] @station:shimokitazawa in=05-13T12:00 out=05-13T13:30
en | 8pm-11pm Koenji | loc[Koenji] in=05-13T20:00 out=05-13T23:00
en | near Nishi-Shinjuku 1-chome | loc[Nishi-Shinjuku 1-chome]
en | Minato ward budget 1500 yen covered | loc[Minato ward] @ward:tokyo:minato price=1500 f=tag:covered
en | Nagoya castle 2 hours | loc[Nagoya castle] @landmark:nagoyacastle in=05-13T12:00 out=05-13T14:00
en | Sakai city 3 hours | loc[Sakai city] @city:osaka:sakai in=05-13T12:00 out=05-13T15:00
en | Toyonaka open-air | loc[Toyonaka] @city:osaka:toyonaka f=structure:flat
en | Kanayama station tomorrow 1pm for 4 hours | loc[Kanayama station] @station:kanayama in=05-14T13:00 out=05-14T17:00
en | Imaike tonight 10pm to 7am | loc[Imaike] @station:imaike in=05-13T22:00 out=05-14T07:00
en | Shinsaibashi 2k yen max | loc[Shinsaibashi] @station:shinsaibashi price=2000
en | Shin-Osaka station up to 3,000 yen large vehicle | loc[Shin-Osaka station] @station:shinosaka price=3000 f=tag:large_vehicle_ok
en | Ochanomizu friday | loc[Ochanomizu] @station:ochanomizu in=05-15T00:00 out=05-16T00:00
en | Takadanobaba tomorrow 9:30-11:00 | loc[Takadanobaba] @station:takadanobaba in=05-14T09:30 out=05-14T11:00
en | Akasaka tomorrow 8am to 8pm | loc[Akasaka] @station:akasaka in=05-14T08:00 out=05-14T20:00
en | Yurakucho tomorrow noon for 3 hours | loc[Yurakucho] @station:yurakucho in=05-14T12:00 out=05-14T15:00
en | Omotesando height limit 2 m | loc[Omotesando] @station:omotesando f=max_height_m:2
en | Nihonbashi not mechanical, covered | loc[Nihonbashi] @station:nihombashi f=entry_method:self,tag:covered
en | SHIBUYA STATION TOMORROW 10AM | loc[SHIBUYA STATION] @station:shibuya in=05-14T10:00
en | shinjuku tonight | loc[shinjuku] @station:shinjuku in=05-13T20:00
en | Ｓｈｉｂｕｙａ station tomorrow 9 to 5 | loc[Shibuya station] @station:shibuya in=05-14T09:00 out=05-14T17:00
en | Tokyo station EV | loc[Tokyo station] @station:tokyo f=tag:ev_charger
en | now for 1 hour near Ueno under 500 yen | loc[Ueno] @station:ueno in=05-13T12:00 out=05-13T13:00 price=500
en | Akihabara station 30 minutes | loc[Akihabara station] @station:akihabara in=05-13T12:00 out=05-13T12:30
en | monthly parking Shinjuku ward | loc[Shinjuku ward] @ward:tokyo:shinjuku f=tag:monthly_available
en | security camera Nerima tonight | loc[Nerima] @ward:tokyo:nerima in=05-13T20:00 f=tag:security_camera
en | wheelchair accessible near Shinagawa station | loc[Shinagawa station] @station:shinagawa f=tag:wheelchair
en | Maihama toilet all day tomorrow | loc[Maihama] @station:maihama in=05-14T00:00 out=05-15T00:00 f=tag:toilet
en | Tsuruhashi night 1000 yen | loc[Tsuruhashi] @station:tsuruhashi in=05-13T20:00 price=1000
en | Suita city 6pm-10pm | loc[Suita city] @city:osaka:suita in=05-13T18:00 out=05-13T22:00
en | Okazaki tomorrow 8-12 under 2000 yen | loc[Okazaki] @city:nagoya:okazaki in=05-14T08:00 out=05-14T12:00 price=2000
en | Ginza cheapest tomorrow 1pm-4pm | loc[Ginza] @station:ginza in=05-14T13:00 out=05-14T16:00 f=sort:price
en | open now near Shibuya | loc[Shibuya] @station:shibuya f=open_now:true
en | parking near Shibuya covred with ev chargng | loc[Shibuya] @station:shibuya f=tag:covered,tag:ev_charger
en | Dsineyland tomorrow | loc[Disneyland] @landmark:disneyland in=05-14T00:00 out=05-15T00:00
en | 渋谷 station tomorrow 10時から | loc[渋谷 station] @station:shibuya in=05-14T10:00
en | near xyz hall | loc[xyz hall]
en | Yoyogi day after tomorrow 10am | loc[Yoyogi] @station:yoyogi in=05-15T10:00
en | cheap covered parking in Ebisu tonight under ¥800 | loc[Ebisu] @station:ebisu in=05-13T20:00 price=800 f=sort:price,tag:covered
en | Kichijoji for half an hour | loc[Kichijoji] @station:kichijoji in=05-13T12:00 out=05-13T12:30
ja | 明日の午後2時から夕方6時まで恵比寿で停めたい | loc[恵比寿] @station:ebisu in=05-14T14:00 out=05-14T18:00
ja | 金曜の夜8時から2時間、六本木駅周辺、2,000円以下 | loc[六本木駅] @station:roppongi in=05-15T20:00 out=05-15T22:00 price=2000
ja | 今週の日曜 朝から夕方まで 横浜 | loc[横浜] @station:yokohama in=05-17T08:00 out=05-17T18:00
ja | 大井町で今から30分だけ | loc[大井町] @station:oimachi in=05-13T12:00 out=05-13T12:30
ja | 予算は五百円 神田駅 | loc[神田駅] @station:kanda price=500
ja | 屋根付きでEV充電できる品川の駐車場 | loc[品川] @station:shinagawa f=tag:covered,tag:ev_charger
ja | 新宿三丁目 明日朝9時 | loc[新宿三丁目] @station:shinjukusanchome in=05-14T09:00
ja | 名古屋駅 大型車OK 24時間 | loc[名古屋駅] @station:nagoya f=tag:large_vehicle_ok,tag:open_24h
ja | 明日の15時から17時半まで 天満 | loc[天満] @station:temma in=05-14T15:00 out=05-14T17:30
ja | 来週水曜の10時から 蒲田駅 1500円以内 | loc[蒲田駅] @station:kamata in=05-20T10:00 price=1500
ja | 高さ制限1.55m以上 銀座 | loc[銀座] @station:ginza f=max_height_m:1.55
ja | 京橋駅 今夜9時から翌朝9時 | loc[京橋駅] @station:kyobashi-tokyo in=05-13T21:00 out=05-14T09:00
ja | 豊田市 明日 一日中 | loc[豊田市] @city:nagoya:toyota in=05-14T00:00 out=05-15T00:00
ja | 枚方市で3時間半 | loc[枚方市] @city:osaka:hirakata in=05-13T12:00 out=05-13T15:30
ja | 上野の近くでバイクを停めたい | loc[上野] @station:ueno f=tag:motorcycle_ok
ja | 五反田 １２時から１５時 ８００円 | loc[五反田] @station:gotanda in=05-13T12:00 out=05-13T15:00 price=800
ja | 池袋駅東口 明日の夜 | loc[池袋駅] @station:ikebukuro in=05-14T20:00
ja | 浜松町で明後日10時から12時まで | loc[浜松町] @station:hamamatsucho in=05-15T10:00 out=05-15T12:00
ja | 安いとこ 新橋 今から | loc[新橋] @station:shimbashi in=05-13T12:00 f=sort:price
ja | あああ | unparseable
en | I need parking in Roppongi on Friday from 8pm for 2 hours under 2000 yen | loc[Roppongi] @station:roppongi in=05-15T20:00 out=05-15T22:00 price=2000
en | find me a covered spot near Ebisu station this afternoon | loc[Ebisu station] @station:ebisu in=05-13T13:00 f=tag:covered
en | Shinagawa station with EV charging, tomorrow 7am to 7pm | loc[Shinagawa station] @station:shinagawa in=05-14T07:00 out=05-14T19:00 f=tag:ev_charger
en | where can I park near Kanda for 30 minutes | loc[Kanda] @station:kanda in=05-13T12:00 out=05-13T12:30
en | Yokohama sunday morning till evening | loc[Yokohama] @station:yokohama in=05-17T08:00 out=05-17T18:00
en | parking at Oimachi right now, max 500 yen | loc[Oimachi] @station:oimachi in=05-13T12:00 price=500
en | truck parking in Nagoya open 24 hours | loc[Nagoya] @station:nagoya f=tag:large_vehicle_ok,tag:open_24h
en | Temma tomorrow 3pm to 5:30pm | loc[Temma] @station:temma in=05-14T15:00 out=05-14T17:30
en | Kamata station next wednesday from 10am, under 1500 yen | loc[Kamata station] @station:kamata in=05-20T10:00 price=1500
en | Ginza, my van is 2.3m high | loc[Ginza] @station:ginza f=max_height_m:2.3
en | Toyota city all day tomorrow | loc[Toyota city] @city:nagoya:toyota in=05-14T00:00 out=05-15T00:00
en | Hirakata 3.5 hours | loc[Hirakata] @city:osaka:hirakata in=05-13T12:00 out=05-13T15:30
en | motorbike parking around Ueno | loc[Ueno] @station:ueno f=tag:motorcycle_ok
en | Gotanda 12:00-15:00 800 yen | loc[Gotanda] @station:gotanda in=05-13T12:00 out=05-13T15:00 price=800
en | Ikebukuro tomorrow night | loc[Ikebukuro] @station:ikebukuro in=05-14T20:00
en | Hamamatsucho the day after tomorrow 10-12 | loc[Hamamatsucho] @station:hamamatsucho in=05-15T10:00 out=05-15T12:00
en | cheapest parking Shimbashi from now | loc[Shimbashi] @station:shimbashi in=05-13T12:00 f=sort:price
en | asdf qwerty | unparseable
en | Parking near Shibuya stn tommorow 9am, budget ¥1000 | loc[Shibuya stn] @station:shibuya in=05-14T09:00 price=1000
en | near Kichijoji from 6 pm to 11 pm with a roof | loc[Kichijoji] @station:kichijoji in=05-13T18:00 out=05-13T23:00 f=tag:covered
`;
