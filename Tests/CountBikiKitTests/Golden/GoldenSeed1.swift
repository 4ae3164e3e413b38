// The first 20 questions of every built-in topic with seed 1, recorded by GoldenTests.swift
// (see there how to re-record).
let goldenSeed1 = #"""
numbers.to10	6	ろく	ロク	6
numbers.to10	8	はち	ハチ	8
numbers.to10	10	じゅう	ジュー	10
numbers.to10	5	ご	ゴ	5
numbers.to10	8	はち	ハチ	8
numbers.to10	9	きゅう	キュー	9
numbers.to10	6	ろく	ロク	6
numbers.to10	3	さん	サン	3
numbers.to10	8	はち	ハチ	8
numbers.to10	5	ご	ゴ	5
numbers.to10	7	なな	ナナ	7
numbers.to10	5	ご	ゴ	5
numbers.to10	6	ろく	ロク	6
numbers.to10	5	ご	ゴ	5
numbers.to10	2	に	ニ	2
numbers.to10	7	なな	ナナ	7
numbers.to10	9	きゅう	キュー	9
numbers.to10	7	なな	ナナ	7
numbers.to10	9	きゅう	キュー	9
numbers.to10	1	いち	イチ	1
numbers.to100	57	ごじゅうなな	ゴジューナナ	57
numbers.to100	75	ななじゅうご	ナナジューゴ	75
numbers.to100	98	きゅうじゅうはち	キュージューハチ	98
numbers.to100	45	よんじゅうご	ヨンジューゴ	45
numbers.to100	77	ななじゅうなな	ナナジューナナ	77
numbers.to100	88	はちじゅうはち	ハチジューハチ	88
numbers.to100	53	ごじゅうさん	ゴジューサン	53
numbers.to100	29	にじゅうきゅう	ニジューキュー	29
numbers.to100	80	はちじゅう	ハチジュー	80
numbers.to100	41	よんじゅういち	ヨンジューイチ	41
numbers.to100	61	ろくじゅういち	ロクジューイチ	61
numbers.to100	46	よんじゅうろく	ヨンジューロク	46
numbers.to100	54	ごじゅうよん	ゴジューヨン	54
numbers.to100	44	よんじゅうよん	ヨンジューヨン	44
numbers.to100	17	じゅうなな	ジューナナ	17
numbers.to100	65	ろくじゅうご	ロクジューゴ	65
numbers.to100	82	はちじゅうに	ハチジューニ	82
numbers.to100	69	ろくじゅうきゅう	ロクジューキュー	69
numbers.to100	89	はちじゅうきゅう	ハチジューキュー	89
numbers.to100	7	なな	ナナ	7
numbers.to1000	567	ごひゃくろくじゅうなな	ゴヒャクロクジューナナ	567
numbers.to1000	746	ななひゃくよんじゅうろく	ナナヒャクヨンジューロク	746
numbers.to1000	972	きゅうひゃくななじゅうに	キューヒャクナナジューニ	972
numbers.to1000	445	よんひゃくよんじゅうご	ヨンヒャクヨンジューゴ	445
numbers.to1000	763	ななひゃくろくじゅうさん	ナナヒャクロクジューサン	763
numbers.to1000	878	はっぴゃくななじゅうはち	ハッピャクナナジューハチ	878
numbers.to1000	524	ごひゃくにじゅうよん	ゴヒャクニジューヨン	524
numbers.to1000	286	にひゃくはちじゅうろく	ニヒャクハチジューロク	286
numbers.to1000	794	ななひゃくきゅうじゅうよん	ナナヒャクキュージューヨン	794
numbers.to1000	405	よんひゃくご	ヨンヒャクゴ	405
numbers.to1000	606	ろっぴゃくろく	ロッピャクロク	606
numbers.to1000	455	よんひゃくごじゅうご	ヨンヒャクゴジューゴ	455
numbers.to1000	531	ごひゃくさんじゅういち	ゴヒャクサンジューイチ	531
numbers.to1000	436	よんひゃくさんじゅうろく	ヨンヒャクサンジューロク	436
numbers.to1000	168	ひゃくろくじゅうはち	ヒャクロクジューハチ	168
numbers.to1000	646	ろっぴゃくよんじゅうろく	ロッピャクヨンジューロク	646
numbers.to1000	816	はっぴゃくじゅうろく	ハッピャクジューロク	816
numbers.to1000	682	ろっぴゃくはちじゅうに	ロッピャクハチジューニ	682
numbers.to1000	885	はっぴゃくはちじゅうご	ハッピャクハチジューゴ	885
numbers.to1000	66	ろくじゅうろく	ロクジューロク	66
numbers.to10000	5,666	ごせんろっぴゃくろくじゅうろく	ゴセンロッピャクロクジューロク	5666
numbers.to10000	7,458	ななせんよんひゃくごじゅうはち	ナナセンヨンヒャクゴジューハチ	7458
numbers.to10000	9,711	きゅうせんななひゃくじゅういち	キューセンナナヒャクジューイチ	9711
numbers.to10000	4,444	よんせんよんひゃくよんじゅうよん	ヨンセンヨンヒャクヨンジューヨン	4444
numbers.to10000	4,443	よんせんよんひゃくよんじゅうさん	ヨンセンヨンヒャクヨンジューサン	4443
numbers.to10000	7,629	ななせんろっぴゃくにじゅうきゅう	ナナセンロッピャクニジューキュー	7629
numbers.to10000	8,774	はっせんななひゃくななじゅうよん	ハッセンナナヒャクナナジューヨン	8774
numbers.to10000	5,231	ごせんにひゃくさんじゅういち	ゴセンニヒャクサンジューイチ	5231
numbers.to10000	2,856	にせんはっぴゃくごじゅうろく	ニセンハッピャクゴジューロク	2856
numbers.to10000	7,940	ななせんきゅうひゃくよんじゅう	ナナセンキューヒャクヨンジュー	7940
numbers.to10000	4,042	よんせんよんじゅうに	ヨンセンヨンジューニ	4042
numbers.to10000	6,055	ろくせんごじゅうご	ロクセンゴジューゴ	6055
numbers.to10000	4,550	よんせんごひゃくごじゅう	ヨンセンゴヒャクゴジュー	4550
numbers.to10000	5,301	ごせんさんびゃくいち	ゴセンサンビャクイチ	5301
numbers.to10000	4,360	よんせんさんびゃくろくじゅう	ヨンセンサンビャクロクジュー	4360
numbers.to10000	1,671	せんろっぴゃくななじゅういち	センロッピャクナナジューイチ	1671
numbers.to10000	6,454	ろくせんよんひゃくごじゅうよん	ロクセンヨンヒャクゴジューヨン	6454
numbers.to10000	8,154	はっせんひゃくごじゅうよん	ハッセンヒャクゴジューヨン	8154
numbers.to10000	6,818	ろくせんはっぴゃくじゅうはち	ロクセンハッピャクジューハチ	6818
numbers.to10000	8,844	はっせんはっぴゃくよんじゅうよん	ハッセンハッピャクヨンジューヨン	8844
numbers.to100000	56,657	ごまんろくせんろっぴゃくごじゅうなな	ゴマンロクセンロッピャクゴジューナナ	56657
numbers.to100000	74,579	ななまんよんせんごひゃくななじゅうきゅう	ナナマンヨンセンゴヒャクナナジューキュー	74579
numbers.to100000	97,101	きゅうまんななせんひゃくいち	キューマンナナセンヒャクイチ	97101
numbers.to100000	44,436	よんまんよんせんよんひゃくさんじゅうろく	ヨンマンヨンセンヨンヒャクサンジューロク	44436
numbers.to100000	44,427	よんまんよんせんよんひゃくにじゅうなな	ヨンマンヨンセンヨンヒャクニジューナナ	44427
numbers.to100000	76,290	ななまんろくせんにひゃくきゅうじゅう	ナナマンロクセンニヒャクキュージュー	76290
numbers.to100000	87,735	はちまんななせんななひゃくさんじゅうご	ハチマンナナセンナナヒャクサンジューゴ	87735
numbers.to100000	52,307	ごまんにせんさんびゃくなな	ゴマンニセンサンビャクナナ	52307
numbers.to100000	28,551	にまんはっせんごひゃくごじゅういち	ニマンハッセンゴヒャクゴジューイチ	28551
numbers.to100000	79,400	ななまんきゅうせんよんひゃく	ナナマンキューセンヨンヒャク	79400
numbers.to100000	40,415	よんまんよんひゃくじゅうご	ヨンマンヨンヒャクジューゴ	40415
numbers.to100000	60,543	ろくまんごひゃくよんじゅうさん	ロクマンゴヒャクヨンジューサン	60543
numbers.to100000	45,494	よんまんごせんよんひゃくきゅうじゅうよん	ヨンマンゴセンヨンヒャクキュージューヨン	45494
numbers.to100000	53,008	ごまんさんぜんはち	ゴマンサンゼンハチ	53008
numbers.to100000	43,597	よんまんさんぜんごひゃくきゅうじゅうなな	ヨンマンサンゼンゴヒャクキュージューナナ	43597
numbers.to100000	16,704	いちまんろくせんななひゃくよん	イチマンロクセンナナヒャクヨン	16704
numbers.to100000	64,534	ろくまんよんせんごひゃくさんじゅうよん	ロクマンヨンセンゴヒャクサンジューヨン	64534
numbers.to100000	81,536	はちまんせんごひゃくさんじゅうろく	ハチマンセンゴヒャクサンジューロク	81536
numbers.to100000	68,171	ろくまんはっせんひゃくななじゅういち	ロクマンハッセンヒャクナナジューイチ	68171
numbers.to100000	88,433	はちまんはっせんよんひゃくさんじゅうさん	ハチマンハッセンヨンヒャクサンジューサン	88433
numbers.oku	567,000,000	ごおくろくせんななひゃくまん	ゴオクロクセンナナヒャクマン	567000000
numbers.oku	746,000,000	ななおくよんせんろっぴゃくまん	ナナオクヨンセンロッピャクマン	746000000
numbers.oku	972,000,000	きゅうおくななせんにひゃくまん	キューオクナナセンニヒャクマン	972000000
numbers.oku	445,000,000	よんおくよんせんごひゃくまん	ヨンオクヨンセンゴヒャクマン	445000000
numbers.oku	763,000,000	ななおくろくせんさんびゃくまん	ナナオクロクセンサンビャクマン	763000000
numbers.oku	878,000,000	はちおくななせんはっぴゃくまん	ハチオクナナセンハッピャクマン	878000000
numbers.oku	524,000,000	ごおくにせんよんひゃくまん	ゴオクニセンヨンヒャクマン	524000000
numbers.oku	286,000,000	におくはっせんろっぴゃくまん	ニオクハッセンロッピャクマン	286000000
numbers.oku	794,000,000	ななおくきゅうせんよんひゃくまん	ナナオクキューセンヨンヒャクマン	794000000
numbers.oku	405,000,000	よんおくごひゃくまん	ヨンオクゴヒャクマン	405000000
numbers.oku	606,000,000	ろくおくろっぴゃくまん	ロクオクロッピャクマン	606000000
numbers.oku	455,000,000	よんおくごせんごひゃくまん	ヨンオクゴセンゴヒャクマン	455000000
numbers.oku	531,000,000	ごおくさんぜんひゃくまん	ゴオクサンゼンヒャクマン	531000000
numbers.oku	436,000,000	よんおくさんぜんろっぴゃくまん	ヨンオクサンゼンロッピャクマン	436000000
numbers.oku	168,000,000	いちおくろくせんはっぴゃくまん	イチオクロクセンハッピャクマン	168000000
numbers.oku	646,000,000	ろくおくよんせんろっぴゃくまん	ロクオクヨンセンロッピャクマン	646000000
numbers.oku	816,000,000	はちおくいっせんろっぴゃくまん	ハチオクイッセンロッピャクマン	816000000
numbers.oku	682,000,000	ろくおくはっせんにひゃくまん	ロクオクハッセンニヒャクマン	682000000
numbers.oku	885,000,000	はちおくはっせんごひゃくまん	ハチオクハッセンゴヒャクマン	885000000
numbers.oku	66,000,000	ろくせんろっぴゃくまん	ロクセンロッピャクマン	66000000
numbers.chou	5,670,000,000,000	ごちょうろくせんななひゃくおく	ゴチョーロクセンナナヒャクオク	5670000000000
numbers.chou	7,460,000,000,000	ななちょうよんせんろっぴゃくおく	ナナチョーヨンセンロッピャクオク	7460000000000
numbers.chou	9,720,000,000,000	きゅうちょうななせんにひゃくおく	キューチョーナナセンニヒャクオク	9720000000000
numbers.chou	4,450,000,000,000	よんちょうよんせんごひゃくおく	ヨンチョーヨンセンゴヒャクオク	4450000000000
numbers.chou	7,630,000,000,000	ななちょうろくせんさんびゃくおく	ナナチョーロクセンサンビャクオク	7630000000000
numbers.chou	8,780,000,000,000	はっちょうななせんはっぴゃくおく	ハッチョーナナセンハッピャクオク	8780000000000
numbers.chou	5,240,000,000,000	ごちょうにせんよんひゃくおく	ゴチョーニセンヨンヒャクオク	5240000000000
numbers.chou	2,860,000,000,000	にちょうはっせんろっぴゃくおく	ニチョーハッセンロッピャクオク	2860000000000
numbers.chou	7,940,000,000,000	ななちょうきゅうせんよんひゃくおく	ナナチョーキューセンヨンヒャクオク	7940000000000
numbers.chou	4,050,000,000,000	よんちょうごひゃくおく	ヨンチョーゴヒャクオク	4050000000000
numbers.chou	6,060,000,000,000	ろくちょうろっぴゃくおく	ロクチョーロッピャクオク	6060000000000
numbers.chou	4,550,000,000,000	よんちょうごせんごひゃくおく	ヨンチョーゴセンゴヒャクオク	4550000000000
numbers.chou	5,310,000,000,000	ごちょうさんぜんひゃくおく	ゴチョーサンゼンヒャクオク	5310000000000
numbers.chou	4,360,000,000,000	よんちょうさんぜんろっぴゃくおく	ヨンチョーサンゼンロッピャクオク	4360000000000
numbers.chou	1,680,000,000,000	いっちょうろくせんはっぴゃくおく	イッチョーロクセンハッピャクオク	1680000000000
numbers.chou	6,460,000,000,000	ろくちょうよんせんろっぴゃくおく	ロクチョーヨンセンロッピャクオク	6460000000000
numbers.chou	8,160,000,000,000	はっちょういっせんろっぴゃくおく	ハッチョーイッセンロッピャクオク	8160000000000
numbers.chou	6,820,000,000,000	ろくちょうはっせんにひゃくおく	ロクチョーハッセンニヒャクオク	6820000000000
numbers.chou	8,850,000,000,000	はっちょうはっせんごひゃくおく	ハッチョーハッセンゴヒャクオク	8850000000000
numbers.chou	660,000,000,000	ろくせんろっぴゃくおく	ロクセンロッピャクオク	660000000000
numbers.significant	49,900,000,000	よんひゃくきゅうじゅうきゅうおく	ヨンヒャクキュージューキューオク	49900000000
numbers.significant	570,700	ごじゅうななまんななひゃく	ゴジューナナマンナナヒャク	570700
numbers.significant	4,637,000,000	よんじゅうろくおくさんぜんななひゃくまん	ヨンジューロクオクサンゼンナナヒャクマン	4637000000
numbers.significant	5,770,000	ごひゃくななじゅうななまん	ゴヒャクナナジューナナマン	5770000
numbers.significant	68,000,000,000	ろっぴゃくはちじゅうおく	ロッピャクハチジューオク	68000000000
numbers.significant	8,958	はっせんきゅうひゃくごじゅうはち	ハッセンキューヒャクゴジューハチ	8958
numbers.significant	5,460	ごせんよんひゃくろくじゅう	ゴセンヨンヒャクロクジュー	5460
numbers.significant	14,300,000	いっせんよんひゃくさんじゅうまん	イッセンヨンヒャクサンジューマン	14300000
numbers.significant	6,279,000	ろっぴゃくにじゅうななまんきゅうせん	ロッピャクニジューナナマンキューセン	6279000
numbers.significant	32,700,000	さんぜんにひゃくななじゅうまん	サンゼンニヒャクナナジューマン	32700000
numbers.significant	773,400,000,000	ななせんななひゃくさんじゅうよんおく	ナナセンナナヒャクサンジューヨンオク	773400000000
numbers.significant	87,560,000,000	はっぴゃくななじゅうごおくろくせんまん	ハッピャクナナジューゴオクロクセンマン	87560000000
numbers.significant	690,000,000,000	ろくせんきゅうひゃくおく	ロクセンキューヒャクオク	690000000000
numbers.significant	39,190	さんまんきゅうせんひゃくきゅうじゅう	サンマンキューセンヒャクキュージュー	39190
numbers.significant	9,214,000	きゅうひゃくにじゅういちまんよんせん	キューヒャクニジューイチマンヨンセン	9214000
numbers.significant	178,000,000	いちおくななせんはっぴゃくまん	イチオクナナセンハッピャクマン	178000000
numbers.significant	962,000,000,000	きゅうせんろっぴゃくにじゅうおく	キューセンロッピャクニジューオク	962000000000
numbers.significant	16,150,000,000	ひゃくろくじゅういちおくごせんまん	ヒャクロクジューイチオクゴセンマン	16150000000
numbers.significant	748,300	ななじゅうよんまんはっせんさんびゃく	ナナジューヨンマンハッセンサンビャク	748300
numbers.significant	119,000,000	いちおくいっせんきゅうひゃくまん	イチオクイッセンキューヒャクマン	119000000
money.conbini	¥893	はっぴゃくきゅうじゅうさんえん	ハッピャクキュージューサンエン	893
money.conbini	¥1,144	せんひゃくよんじゅうよえん	センヒャクヨンジューヨエン	1144
money.conbini	¥1,460	せんよんひゃくろくじゅうえん	センヨンヒャクロクジューエン	1460
money.conbini	¥722	ななひゃくにじゅうにえん	ナナヒャクニジューニエン	722
money.conbini	¥1,168	せんひゃくろくじゅうはちえん	センヒャクロクジューハチエン	1168
money.conbini	¥1,329	せんさんびゃくにじゅうきゅうえん	センサンビャクニジューキューエン	1329
money.conbini	¥832	はっぴゃくさんじゅうにえん	ハッピャクサンジューニエン	832
money.conbini	¥499	よんひゃくきゅうじゅうきゅうえん	ヨンヒャクキュージューキューエン	499
money.conbini	¥1,212	せんにひゃくじゅうにえん	センニヒャクジューニエン	1212
money.conbini	¥666	ろっぴゃくろくじゅうろくえん	ロッピャクロクジューロクエン	666
money.conbini	¥948	きゅうひゃくよんじゅうはちえん	キューヒャクヨンジューハチエン	948
money.conbini	¥737	ななひゃくさんじゅうななえん	ナナヒャクサンジューナナエン	737
money.conbini	¥842	はっぴゃくよんじゅうにえん	ハッピャクヨンジューニエン	842
money.conbini	¥710	ななひゃくじゅうえん	ナナヒャクジューエン	710
money.conbini	¥334	さんびゃくさんじゅうよえん	サンビャクサンジューヨエン	334
money.conbini	¥1,004	せんよえん	センヨエン	1004
money.conbini	¥1,242	せんにひゃくよんじゅうにえん	センニヒャクヨンジューニエン	1242
money.conbini	¥1,055	せんごじゅうごえん	センゴジューゴエン	1055
money.conbini	¥1,338	せんさんびゃくさんじゅうはちえん	センサンビャクサンジューハチエン	1338
money.conbini	¥192	ひゃくきゅうじゅうにえん	ヒャクキュージューニエン	192
money.restaurant	¥3,750	さんぜんななひゃくごじゅうえん	サンゼンナナヒャクゴジューエン	3750
money.restaurant	¥4,680	よんせんろっぴゃくはちじゅうえん	ヨンセンロッピャクハチジューエン	4680
money.restaurant	¥5,850	ごせんはっぴゃくごじゅうえん	ゴセンハッピャクゴジューエン	5850
money.restaurant	¥3,110	さんぜんひゃくじゅうえん	サンゼンヒャクジューエン	3110
money.restaurant	¥4,770	よんせんななひゃくななじゅうえん	ヨンセンナナヒャクナナジューエン	4770
money.restaurant	¥5,370	ごせんさんびゃくななじゅうえん	ゴセンサンビャクナナジューエン	5370
money.restaurant	¥3,520	さんぜんごひゃくにじゅうえん	サンゼンゴヒャクニジューエン	3520
money.restaurant	¥2,280	にせんにひゃくはちじゅうえん	ニセンニヒャクハチジューエン	2280
money.restaurant	¥4,930	よんせんきゅうひゃくさんじゅうえん	ヨンセンキューヒャクサンジューエン	4930
money.restaurant	¥2,900	にせんきゅうひゃくえん	ニセンキューヒャクエン	2900
money.restaurant	¥3,950	さんぜんきゅうひゃくごじゅうえん	サンゼンキューヒャクゴジューエン	3950
money.restaurant	¥3,170	さんぜんひゃくななじゅうえん	サンゼンヒャクナナジューエン	3170
money.restaurant	¥3,560	さんぜんごひゃくろくじゅうえん	サンゼンゴヒャクロクジューエン	3560
money.restaurant	¥3,070	さんぜんななじゅうえん	サンゼンナナジューエン	3070
money.restaurant	¥1,670	せんろっぴゃくななじゅうえん	センロッピャクナナジューエン	1670
money.restaurant	¥4,160	よんせんひゃくろくじゅうえん	ヨンセンヒャクロクジューエン	4160
money.restaurant	¥5,040	ごせんよんじゅうえん	ゴセンヨンジューエン	5040
money.restaurant	¥4,350	よんせんさんびゃくごじゅうえん	ヨンセンサンビャクゴジューエン	4350
money.restaurant	¥5,400	ごせんよんひゃくえん	ゴセンヨンヒャクエン	5400
money.restaurant	¥1,140	せんひゃくよんじゅうえん	センヒャクヨンジューエン	1140
money.rent	¥126,000	じゅうにまんろくせんえん	ジューニマンロクセンエン	126000
money.rent	¥157,000	じゅうごまんななせんえん	ジューゴマンナナセンエン	157000
money.rent	¥196,000	じゅうきゅうまんろくせんえん	ジューキューマンロクセンエン	196000
money.rent	¥105,000	じゅうまんごせんえん	ジューマンゴセンエン	105000
money.rent	¥160,000	じゅうろくまんえん	ジューロクマンエン	160000
money.rent	¥180,000	じゅうはちまんえん	ジューハチマンエン	180000
money.rent	¥119,000	じゅういちまんきゅうせんえん	ジューイチマンキューセンエン	119000
money.rent	¥78,000	ななまんはっせんえん	ナナマンハッセンエン	78000
money.rent	¥165,000	じゅうろくまんごせんえん	ジューロクマンゴセンエン	165000
money.rent	¥99,000	きゅうまんきゅうせんえん	キューマンキューセンエン	99000
money.rent	¥133,000	じゅうさんまんさんぜんえん	ジューサンマンサンゼンエン	133000
money.rent	¥107,000	じゅうまんななせんえん	ジューマンナナセンエン	107000
money.rent	¥120,000	じゅうにまんえん	ジューニマンエン	120000
money.rent	¥104,000	じゅうまんよんせんえん	ジューマンヨンセンエン	104000
money.rent	¥58,000	ごまんはっせんえん	ゴマンハッセンエン	58000
money.rent	¥140,000	じゅうよんまんえん	ジューヨンマンエン	140000
money.rent	¥169,000	じゅうろくまんきゅうせんえん	ジューロクマンキューセンエン	169000
money.rent	¥146,000	じゅうよんまんろくせんえん	ジューヨンマンロクセンエン	146000
money.rent	¥181,000	じゅうはちまんせんえん	ジューハチマンセンエン	181000
money.rent	¥41,000	よんまんせんえん	ヨンマンセンエン	41000
money.salary	¥9,400,000	きゅうひゃくよんじゅうまんえん	キューヒャクヨンジューマンエン	9400000
money.salary	¥11,700,000	いっせんひゃくななじゅうまんえん	イッセンヒャクナナジューマンエン	11700000
money.salary	¥14,700,000	いっせんよんひゃくななじゅうまんえん	イッセンヨンヒャクナナジューマンエン	14700000
money.salary	¥7,800,000	ななひゃくはちじゅうまんえん	ナナヒャクハチジューマンエン	7800000
money.salary	¥11,900,000	いっせんひゃくきゅうじゅうまんえん	イッセンヒャクキュージューマンエン	11900000
money.salary	¥13,400,000	いっせんさんびゃくよんじゅうまんえん	イッセンサンビャクヨンジューマンエン	13400000
money.salary	¥8,800,000	はっぴゃくはちじゅうまんえん	ハッピャクハチジューマンエン	8800000
money.salary	¥5,700,000	ごひゃくななじゅうまんえん	ゴヒャクナナジューマンエン	5700000
money.salary	¥12,400,000	いっせんにひゃくよんじゅうまんえん	イッセンニヒャクヨンジューマンエン	12400000
money.salary	¥7,200,000	ななひゃくにじゅうまんえん	ナナヒャクニジューマンエン	7200000
money.salary	¥9,900,000	きゅうひゃくきゅうじゅうまんえん	キューヒャクキュージューマンエン	9900000
money.salary	¥7,900,000	ななひゃくきゅうじゅうまんえん	ナナヒャクキュージューマンエン	7900000
money.salary	¥8,900,000	はっぴゃくきゅうじゅうまんえん	ハッピャクキュージューマンエン	8900000
money.salary	¥7,700,000	ななひゃくななじゅうまんえん	ナナヒャクナナジューマンエン	7700000
money.salary	¥4,100,000	よんひゃくじゅうまんえん	ヨンヒャクジューマンエン	4100000
money.salary	¥10,400,000	いっせんよんじゅうまんえん	イッセンヨンジューマンエン	10400000
money.salary	¥12,600,000	いっせんにひゃくろくじゅうまんえん	イッセンニヒャクロクジューマンエン	12600000
money.salary	¥10,900,000	いっせんきゅうじゅうまんえん	イッセンキュージューマンエン	10900000
money.salary	¥13,500,000	いっせんさんびゃくごじゅうまんえん	イッセンサンビャクゴジューマンエン	13500000
money.salary	¥2,800,000	にひゃくはちじゅうまんえん	ニヒャクハチジューマンエン	2800000
durations.seconds	57秒	ごじゅうななびょう	ゴジューナナビョー	57
durations.seconds	75秒	ななじゅうごびょう	ナナジューゴビョー	75
durations.seconds	98秒	きゅうじゅうはちびょう	キュージューハチビョー	98
durations.seconds	45秒	よんじゅうごびょう	ヨンジューゴビョー	45
durations.seconds	77秒	ななじゅうななびょう	ナナジューナナビョー	77
durations.seconds	88秒	はちじゅうはちびょう	ハチジューハチビョー	88
durations.seconds	53秒	ごじゅうさんびょう	ゴジューサンビョー	53
durations.seconds	29秒	にじゅうきゅうびょう	ニジューキュービョー	29
durations.seconds	80秒	はちじゅうびょう	ハチジュービョー	80
durations.seconds	41秒	よんじゅういちびょう	ヨンジューイチビョー	41
durations.seconds	61秒	ろくじゅういちびょう	ロクジューイチビョー	61
durations.seconds	46秒	よんじゅうろくびょう	ヨンジューロクビョー	46
durations.seconds	54秒	ごじゅうよんびょう	ゴジューヨンビョー	54
durations.seconds	44秒	よんじゅうよんびょう	ヨンジューヨンビョー	44
durations.seconds	17秒	じゅうななびょう	ジューナナビョー	17
durations.seconds	65秒	ろくじゅうごびょう	ロクジューゴビョー	65
durations.seconds	82秒	はちじゅうにびょう	ハチジューニビョー	82
durations.seconds	69秒	ろくじゅうきゅうびょう	ロクジューキュービョー	69
durations.seconds	89秒	はちじゅうきゅうびょう	ハチジューキュービョー	89
durations.seconds	7秒	ななびょう	ナナビョー	7
durations.minutes	57分	ごじゅうななふん ごじゅうしちふん	ゴジューナナフン	57
durations.minutes	75分	ななじゅうごふん	ナナジューゴフン	75
durations.minutes	98分	きゅうじゅうはっぷん きゅうじゅうはちふん	キュージューハップン	98
durations.minutes	45分	よんじゅうごふん	ヨンジューゴフン	45
durations.minutes	77分	ななじゅうななふん ななじゅうしちふん	ナナジューナナフン	77
durations.minutes	88分	はちじゅうはっぷん はちじゅうはちふん	ハチジューハップン	88
durations.minutes	53分	ごじゅうさんぷん	ゴジューサンプン	53
durations.minutes	29分	にじゅうきゅうふん	ニジューキューフン	29
durations.minutes	80分	はちじゅっぷん はちじっぷん	ハチジュップン	80
durations.minutes	41分	よんじゅういっぷん	ヨンジューイップン	41
durations.minutes	61分	ろくじゅういっぷん	ロクジューイップン	61
durations.minutes	46分	よんじゅうろっぷん	ヨンジューロップン	46
durations.minutes	54分	ごじゅうよんぷん ごじゅうよんふん	ゴジューヨンプン	54
durations.minutes	44分	よんじゅうよんぷん よんじゅうよんふん	ヨンジューヨンプン	44
durations.minutes	17分	じゅうななふん じゅうしちふん	ジューナナフン	17
durations.minutes	65分	ろくじゅうごふん	ロクジューゴフン	65
durations.minutes	82分	はちじゅうにふん	ハチジューニフン	82
durations.minutes	69分	ろくじゅうきゅうふん	ロクジューキューフン	69
durations.minutes	89分	はちじゅうきゅうふん	ハチジューキューフン	89
durations.minutes	7分	ななふん しちふん	ナナフン	7
durations.hours	28時間	にじゅうはちじかん	ニジューハチジカン	28
durations.hours	36時間	さんじゅうろくじかん	サンジューロクジカン	36
durations.hours	47時間	よんじゅうしちじかん よんじゅうななじかん	ヨンジューシチジカン	47
durations.hours	22時間	にじゅうにじかん	ニジューニジカン	22
durations.hours	37時間	さんじゅうしちじかん さんじゅうななじかん	サンジューシチジカン	37
durations.hours	43時間	よんじゅうさんじかん	ヨンジューサンジカン	43
durations.hours	26時間	にじゅうろくじかん	ニジューロクジカン	26
durations.hours	14時間	じゅうよじかん	ジューヨジカン	14
durations.hours	39時間	さんじゅうくじかん	サンジュークジカン	39
durations.hours	20時間	にじゅうじかん	ニジュージカン	20
durations.hours	30時間	さんじゅうじかん	サンジュージカン	30
durations.hours	22時間	にじゅうにじかん	ニジューニジカン	22
durations.hours	26時間	にじゅうろくじかん	ニジューロクジカン	26
durations.hours	21時間	にじゅういちじかん	ニジューイチジカン	21
durations.hours	9時間	くじかん	クジカン	9
durations.hours	31時間	さんじゅういちじかん	サンジューイチジカン	31
durations.hours	40時間	よんじゅうじかん	ヨンジュージカン	40
durations.hours	33時間	さんじゅうさんじかん	サンジューサンジカン	33
durations.hours	43時間	よんじゅうさんじかん	ヨンジューサンジカン	43
durations.hours	4時間	よじかん	ヨジカン	4
durations.days	78日	ななじゅうはちにち	ナナジューハチニチ	78
durations.days	50日	ごじゅうにち	ゴジューニチ	50
durations.days	8日	ようか	ヨーカ	8
durations.days	58日	ごじゅうはちにち	ゴジューハチニチ	58
durations.days	8日	ようか	ヨーカ	8
durations.days	7日	なのか なぬか	ナノカ	7
durations.days	6日	むいか	ムイカ	6
durations.days	2日	ふつか	フツカ	2
durations.days	84日	はちじゅうよっか	ハチジューヨッカ	84
durations.days	90日	きゅうじゅうにち	キュージューニチ	90
durations.days	1日	いちにち	イチニチ	1
durations.days	2日	ふつか	フツカ	2
durations.days	1日	いちにち	イチニチ	1
durations.days	75日	ななじゅうごにち	ナナジューゴニチ	75
durations.days	10日	とおか	トーカ	10
durations.days	63日	ろくじゅうさんにち	ロクジューサンニチ	63
durations.days	5日	いつか	イツカ	5
durations.days	6日	むいか	ムイカ	6
durations.days	78日	ななじゅうはちにち	ナナジューハチニチ	78
durations.days	71日	ななじゅういちにち	ナナジューイチニチ	71
durations.weeks	30週間	さんじゅっしゅうかん さんじっしゅうかん	サンジュッシューカン	30
durations.weeks	39週間	さんじゅうきゅうしゅうかん	サンジューキューシューカン	39
durations.weeks	51週間	ごじゅういっしゅうかん	ゴジューイッシューカン	51
durations.weeks	24週間	にじゅうよんしゅうかん	ニジューヨンシューカン	24
durations.weeks	40週間	よんじゅっしゅうかん よんじっしゅうかん	ヨンジュッシューカン	40
durations.weeks	46週間	よんじゅうろくしゅうかん	ヨンジューロクシューカン	46
durations.weeks	28週間	にじゅうはっしゅうかん	ニジューハッシューカン	28
durations.weeks	15週間	じゅうごしゅうかん	ジューゴシューカン	15
durations.weeks	42週間	よんじゅうにしゅうかん	ヨンジューニシューカン	42
durations.weeks	22週間	にじゅうにしゅうかん	ニジューニシューカン	22
durations.weeks	32週間	さんじゅうにしゅうかん	サンジューニシューカン	32
durations.weeks	24週間	にじゅうよんしゅうかん	ニジューヨンシューカン	24
durations.weeks	28週間	にじゅうはっしゅうかん	ニジューハッシューカン	28
durations.weeks	23週間	にじゅうさんしゅうかん	ニジューサンシューカン	23
durations.weeks	9週間	きゅうしゅうかん	キューシューカン	9
durations.weeks	34週間	さんじゅうよんしゅうかん	サンジューヨンシューカン	34
durations.weeks	43週間	よんじゅうさんしゅうかん	ヨンジューサンシューカン	43
durations.weeks	36週間	さんじゅうろくしゅうかん	サンジューロクシューカン	36
durations.weeks	46週間	よんじゅうろくしゅうかん	ヨンジューロクシューカン	46
durations.weeks	4週間	よんしゅうかん	ヨンシューカン	4
durations.months	11ヶ月	じゅういっかげつ	ジューイッカゲツ	11
durations.months	14ヶ月	じゅうよんかげつ	ジューヨンカゲツ	14
durations.months	18ヶ月	じゅうはっかげつ じゅうはちかげつ	ジューハッカゲツ	18
durations.months	8ヶ月	はっかげつ はちかげつ	ハッカゲツ	8
durations.months	14ヶ月	じゅうよんかげつ	ジューヨンカゲツ	14
durations.months	16ヶ月	じゅうろっかげつ	ジューロッカゲツ	16
durations.months	10ヶ月	じゅっかげつ じっかげつ	ジュッカゲツ	10
durations.months	6ヶ月	ろっかげつ	ロッカゲツ	6
durations.months	15ヶ月	じゅうごかげつ	ジューゴカゲツ	15
durations.months	8ヶ月	はっかげつ はちかげつ	ハッカゲツ	8
durations.months	11ヶ月	じゅういっかげつ	ジューイッカゲツ	11
durations.months	9ヶ月	きゅうかげつ	キューカゲツ	9
durations.months	10ヶ月	じゅっかげつ じっかげつ	ジュッカゲツ	10
durations.months	8ヶ月	はっかげつ はちかげつ	ハッカゲツ	8
durations.months	4ヶ月	よんかげつ	ヨンカゲツ	4
durations.months	12ヶ月	じゅうにかげつ	ジューニカゲツ	12
durations.months	15ヶ月	じゅうごかげつ	ジューゴカゲツ	15
durations.months	13ヶ月	じゅうさんかげつ	ジューサンカゲツ	13
durations.months	16ヶ月	じゅうろっかげつ	ジューロッカゲツ	16
durations.months	2ヶ月	にかげつ	ニカゲツ	2
durations.years	57年	ごじゅうななねん ごじゅうしちねん	ゴジューナナネン	57
durations.years	75年	ななじゅうごねん	ナナジューゴネン	75
durations.years	98年	きゅうじゅうはちねん	キュージューハチネン	98
durations.years	45年	よんじゅうごねん	ヨンジューゴネン	45
durations.years	77年	ななじゅうななねん ななじゅうしちねん	ナナジューナナネン	77
durations.years	88年	はちじゅうはちねん	ハチジューハチネン	88
durations.years	53年	ごじゅうさんねん	ゴジューサンネン	53
durations.years	29年	にじゅうきゅうねん にじゅうくねん	ニジューキューネン	29
durations.years	80年	はちじゅうねん	ハチジューネン	80
durations.years	41年	よんじゅういちねん	ヨンジューイチネン	41
durations.years	61年	ろくじゅういちねん	ロクジューイチネン	61
durations.years	46年	よんじゅうろくねん	ヨンジューロクネン	46
durations.years	54年	ごじゅうよねん	ゴジューヨネン	54
durations.years	44年	よんじゅうよねん	ヨンジューヨネン	44
durations.years	17年	じゅうななねん じゅうしちねん	ジューナナネン	17
durations.years	65年	ろくじゅうごねん	ロクジューゴネン	65
durations.years	82年	はちじゅうにねん	ハチジューニネン	82
durations.years	69年	ろくじゅうきゅうねん ろくじゅうくねん	ロクジューキューネン	69
durations.years	89年	はちじゅうきゅうねん はちじゅうくねん	ハチジューキューネン	89
durations.years	7年	ななねん しちねん	ナナネン	7
durations.hours-minutes	7時間45分	しちじかんよんじゅうごふん ななじかんよんじゅうごふん	シチジカンヨンジューゴフン	7:45
durations.hours-minutes	12時間25分	じゅうにじかんにじゅうごふん	ジューニジカンニジューゴフン	12:25
durations.hours-minutes	6時間45分	ろくじかんよんじゅうごふん	ロクジカンヨンジューゴフン	6:45
durations.hours-minutes	11時間30分	じゅういちじかんさんじゅっぷん じゅういちじかんさんじっぷん	ジューイチジカンサンジュップン	11:30
durations.hours-minutes	4時間45分	よじかんよんじゅうごふん	ヨジカンヨンジューゴフン	4:45
durations.hours-minutes	5時間35分	ごじかんさんじゅうごふん	ゴジカンサンジューゴフン	5:35
durations.hours-minutes	6時間30分	ろくじかんさんじゅっぷん ろくじかんさんじっぷん	ロクジカンサンジュップン	6:30
durations.hours-minutes	6時間10分	ろくじかんじゅっぷん ろくじかんじっぷん	ロクジカンジュップン	6:10
durations.hours-minutes	8時間45分	はちじかんよんじゅうごふん	ハチジカンヨンジューゴフン	8:45
durations.hours-minutes	9時間50分	くじかんごじゅっぷん くじかんごじっぷん	クジカンゴジュップン	9:50
durations.hours-minutes	1時間5分	いちじかんごふん	イチジカンゴフン	1:05
durations.hours-minutes	6時間10分	ろくじかんじゅっぷん ろくじかんじっぷん	ロクジカンジュップン	6:10
durations.hours-minutes	4時間5分	よじかんごふん	ヨジカンゴフン	4:05
durations.hours-minutes	7時間40分	しちじかんよんじゅっぷん しちじかんよんじっぷん ななじかんよんじゅっぷん ななじかんよんじっぷん	シチジカンヨンジュップン	7:40
durations.hours-minutes	1時間55分	いちじかんごじゅうごふん	イチジカンゴジューゴフン	1:55
durations.hours-minutes	8時間35分	はちじかんさんじゅうごふん	ハチジカンサンジューゴフン	8:35
durations.hours-minutes	5時間25分	ごじかんにじゅうごふん	ゴジカンニジューゴフン	5:25
durations.hours-minutes	4時間30分	よじかんさんじゅっぷん よじかんさんじっぷん	ヨジカンサンジュップン	4:30
durations.hours-minutes	7時間45分	しちじかんよんじゅうごふん ななじかんよんじゅうごふん	シチジカンヨンジューゴフン	7:45
durations.hours-minutes	10時間40分	じゅうじかんよんじゅっぷん じゅうじかんよんじっぷん	ジュージカンヨンジュップン	10:40
dates.hours	9時	くじ	クジ	9
dates.hours	18時	じゅうはちじ	ジューハチジ	18
dates.hours	10時	じゅうじ	ジュージ	10
dates.hours	19時	じゅうくじ	ジュークジ	19
dates.hours	10時	じゅうじ	ジュージ	10
dates.hours	8時	はちじ	ハチジ	8
dates.hours	7時	しちじ ななじ	シチジ	7
dates.hours	3時	さんじ	サンジ	3
dates.hours	10時	じゅうじ	ジュージ	10
dates.hours	23時	にじゅうさんじ	ニジューサンジ	23
dates.hours	1時	いちじ	イチジ	1
dates.hours	2時	にじ	ニジ	2
dates.hours	1時	いちじ	イチジ	1
dates.hours	9時	くじ	クジ	9
dates.hours	12時	じゅうにじ	ジューニジ	12
dates.hours	8時	はちじ	ハチジ	8
dates.hours	6時	ろくじ	ロクジ	6
dates.hours	7時	しちじ ななじ	シチジ	7
dates.hours	9時	くじ	クジ	9
dates.hours	21時	にじゅういちじ	ニジューイチジ	21
dates.ampm	午後7時	ごごしちじ ごごななじ	ゴゴシチジ	午後7時
dates.ampm	午前11時	ごぜんじゅういちじ	ゴゼンジューイチジ	午前11時
dates.ampm	午後5時	ごごごじ	ゴゴゴジ	午後5時
dates.ampm	午後10時	ごごじゅうじ	ゴゴジュージ	午後10時
dates.ampm	午後4時	ごごよじ	ゴゴヨジ	午後4時
dates.ampm	午後5時	ごごごじ	ゴゴゴジ	午後5時
dates.ampm	午後6時	ごごろくじ	ゴゴロクジ	午後6時
dates.ampm	午前5時	ごぜんごじ	ゴゼンゴジ	午前5時
dates.ampm	午後8時	ごごはちじ	ゴゴハチジ	午後8時
dates.ampm	午前1時	ごぜんいちじ	ゴゼンイチジ	午前1時
dates.ampm	午前6時	ごぜんろくじ	ゴゼンロクジ	午前6時
dates.ampm	午前4時	ごぜんよじ	ゴゼンヨジ	午前4時
dates.ampm	午後6時	ごごろくじ	ゴゴロクジ	午後6時
dates.ampm	午後1時	ごごいちじ	ゴゴイチジ	午後1時
dates.ampm	午後7時	ごごしちじ ごごななじ	ゴゴシチジ	午後7時
dates.ampm	午前5時	ごぜんごじ	ゴゼンゴジ	午前5時
dates.ampm	午後3時	ごごさんじ	ゴゴサンジ	午後3時
dates.ampm	午後6時	ごごろくじ	ゴゴロクジ	午後6時
dates.ampm	午後9時	ごごくじ	ゴゴクジ	午後9時
dates.ampm	午後10時	ごごじゅうじ	ゴゴジュージ	午後10時
dates.ampm-24	午後7時	ごごしちじ ごごななじ	ゴゴシチジ	19
dates.ampm-24	午前11時	ごぜんじゅういちじ	ゴゼンジューイチジ	11
dates.ampm-24	午後5時	ごごごじ	ゴゴゴジ	17
dates.ampm-24	午後10時	ごごじゅうじ	ゴゴジュージ	22
dates.ampm-24	午後4時	ごごよじ	ゴゴヨジ	16
dates.ampm-24	午後5時	ごごごじ	ゴゴゴジ	17
dates.ampm-24	午後6時	ごごろくじ	ゴゴロクジ	18
dates.ampm-24	午前5時	ごぜんごじ	ゴゼンゴジ	5
dates.ampm-24	午後8時	ごごはちじ	ゴゴハチジ	20
dates.ampm-24	午前1時	ごぜんいちじ	ゴゼンイチジ	1
dates.ampm-24	午前6時	ごぜんろくじ	ゴゼンロクジ	6
dates.ampm-24	午前4時	ごぜんよじ	ゴゼンヨジ	4
dates.ampm-24	午後6時	ごごろくじ	ゴゴロクジ	18
dates.ampm-24	午後1時	ごごいちじ	ゴゴイチジ	13
dates.ampm-24	午後7時	ごごしちじ ごごななじ	ゴゴシチジ	19
dates.ampm-24	午前5時	ごぜんごじ	ゴゼンゴジ	5
dates.ampm-24	午後3時	ごごさんじ	ゴゴサンジ	15
dates.ampm-24	午後6時	ごごろくじ	ゴゴロクジ	18
dates.ampm-24	午後9時	ごごくじ	ゴゴクジ	21
dates.ampm-24	午後10時	ごごじゅうじ	ゴゴジュージ	22
dates.minutes	33分	さんじゅうさんぷん	サンジューサンプン	33
dates.minutes	44分	よんじゅうよんぷん よんじゅうよんふん	ヨンジューヨンプン	44
dates.minutes	58分	ごじゅうはっぷん ごじゅうはちふん	ゴジューハップン	58
dates.minutes	26分	にじゅうろっぷん	ニジューロップン	26
dates.minutes	45分	よんじゅうごふん	ヨンジューゴフン	45
dates.minutes	52分	ごじゅうにふん	ゴジューニフン	52
dates.minutes	31分	さんじゅういっぷん	サンジューイップン	31
dates.minutes	17分	じゅうななふん じゅうしちふん	ジューナナフン	17
dates.minutes	47分	よんじゅうななふん よんじゅうしちふん	ヨンジューナナフン	47
dates.minutes	24分	にじゅうよんぷん にじゅうよんふん	ニジューヨンプン	24
dates.minutes	36分	さんじゅうろっぷん	サンジューロップン	36
dates.minutes	27分	にじゅうななふん にじゅうしちふん	ニジューナナフン	27
dates.minutes	31分	さんじゅういっぷん	サンジューイップン	31
dates.minutes	26分	にじゅうろっぷん	ニジューロップン	26
dates.minutes	10分	じゅっぷん じっぷん	ジュップン	10
dates.minutes	38分	さんじゅうはっぷん さんじゅうはちふん	サンジューハップン	38
dates.minutes	48分	よんじゅうはっぷん よんじゅうはちふん	ヨンジューハップン	48
dates.minutes	40分	よんじゅっぷん よんじっぷん	ヨンジュップン	40
dates.minutes	53分	ごじゅうさんぷん	ゴジューサンプン	53
dates.minutes	3分	さんぷん	サンプン	3
dates.clock	13時45分	じゅうさんじよんじゅうごふん	ジューサンジヨンジューゴフン	13:45
dates.clock	23時27分	にじゅうさんじにじゅうななふん にじゅうさんじにじゅうしちふん	ニジューサンジニジューナナフン	23:27
dates.clock	10時46分	じゅうじよんじゅうろっぷん	ジュージヨンジューロップン	10:46
dates.clock	21時31分	にじゅういちじさんじゅういっぷん	ニジューイチジサンジューイップン	21:31
dates.clock	6時47分	ろくじよんじゅうななふん ろくじよんじゅうしちふん	ロクジヨンジューナナフン	6:47
dates.clock	9時36分	くじさんじゅうろっぷん	クジサンジューロップン	9:36
dates.clock	10時32分	じゅうじさんじゅうにふん	ジュージサンジューニフン	10:32
dates.clock	10時10分	じゅうじじゅっぷん じゅうじじっぷん	ジュージジュップン	10:10
dates.clock	15時49分	じゅうごじよんじゅうきゅうふん	ジューゴジヨンジューキューフン	15:49
dates.clock	16時53分	じゅうろくじごじゅうさんぷん	ジューロクジゴジューサンプン	16:53
dates.clock	1時5分	いちじごふん	イチジゴフン	1:05
dates.clock	11時8分	じゅういちじはっぷん じゅういちじはちふん	ジューイチジハップン	11:08
dates.clock	6時3分	ろくじさんぷん	ロクジサンプン	6:03
dates.clock	12時43分	じゅうにじよんじゅうさんぷん	ジューニジヨンジューサンプン	12:43
dates.clock	1時59分	いちじごじゅうきゅうふん	イチジゴジューキューフン	1:59
dates.clock	14時35分	じゅうよじさんじゅうごふん	ジューヨジサンジューゴフン	14:35
dates.clock	9時26分	くじにじゅうろっぷん	クジニジューロップン	9:26
dates.clock	6時32分	ろくじさんじゅうにふん	ロクジサンジューニフン	6:32
dates.clock	13時45分	じゅうさんじよんじゅうごふん	ジューサンジヨンジューゴフン	13:45
dates.clock	19時40分	じゅうくじよんじゅっぷん じゅうくじよんじっぷん	ジュークジヨンジュップン	19:40
dates.days-10	6日	むいか	ムイカ	6
dates.days-10	8日	ようか	ヨーカ	8
dates.days-10	10日	とおか	トーカ	10
dates.days-10	5日	いつか	イツカ	5
dates.days-10	8日	ようか	ヨーカ	8
dates.days-10	9日	ここのか	ココノカ	9
dates.days-10	6日	むいか	ムイカ	6
dates.days-10	3日	みっか	ミッカ	3
dates.days-10	8日	ようか	ヨーカ	8
dates.days-10	5日	いつか	イツカ	5
dates.days-10	7日	なのか なぬか	ナノカ	7
dates.days-10	5日	いつか	イツカ	5
dates.days-10	6日	むいか	ムイカ	6
dates.days-10	5日	いつか	イツカ	5
dates.days-10	2日	ふつか	フツカ	2
dates.days-10	7日	なのか なぬか	ナノカ	7
dates.days-10	9日	ここのか	ココノカ	9
dates.days-10	7日	なのか なぬか	ナノカ	7
dates.days-10	9日	ここのか	ココノカ	9
dates.days-10	1日	ついたち	ツイタチ	1
dates.days	18日	じゅうはちにち	ジューハチニチ	18
dates.days	24日	にじゅうよっか	ニジューヨッカ	24
dates.days	31日	さんじゅういちにち	サンジューイチニチ	31
dates.days	14日	じゅうよっか	ジューヨッカ	14
dates.days	24日	にじゅうよっか	ニジューヨッカ	24
dates.days	28日	にじゅうはちにち	ニジューハチニチ	28
dates.days	17日	じゅうしちにち じゅうななにち	ジューシチニチ	17
dates.days	9日	ここのか	ココノカ	9
dates.days	25日	にじゅうごにち	ニジューゴニチ	25
dates.days	13日	じゅうさんにち	ジューサンニチ	13
dates.days	19日	じゅうくにち じゅうきゅうにち	ジュークニチ	19
dates.days	15日	じゅうごにち	ジューゴニチ	15
dates.days	17日	じゅうしちにち じゅうななにち	ジューシチニチ	17
dates.days	14日	じゅうよっか	ジューヨッカ	14
dates.days	6日	むいか	ムイカ	6
dates.days	21日	にじゅういちにち	ニジューイチニチ	21
dates.days	26日	にじゅうろくにち	ニジューロクニチ	26
dates.days	22日	にじゅうににち	ニジューニニチ	22
dates.days	28日	にじゅうはちにち	ニジューハチニチ	28
dates.days	3日	みっか	ミッカ	3
dates.months	7月	しちがつ	シチガツ	7
dates.months	9月	くがつ	クガツ	9
dates.months	12月	じゅうにがつ	ジューニガツ	12
dates.months	6月	ろくがつ	ロクガツ	6
dates.months	10月	じゅうがつ	ジューガツ	10
dates.months	11月	じゅういちがつ	ジューイチガツ	11
dates.months	7月	しちがつ	シチガツ	7
dates.months	4月	しがつ	シガツ	4
dates.months	10月	じゅうがつ	ジューガツ	10
dates.months	5月	ごがつ	ゴガツ	5
dates.months	8月	はちがつ	ハチガツ	8
dates.months	6月	ろくがつ	ロクガツ	6
dates.months	7月	しちがつ	シチガツ	7
dates.months	6月	ろくがつ	ロクガツ	6
dates.months	3月	さんがつ	サンガツ	3
dates.months	8月	はちがつ	ハチガツ	8
dates.months	10月	じゅうがつ	ジューガツ	10
dates.months	9月	くがつ	クガツ	9
dates.months	11月	じゅういちがつ	ジューイチガツ	11
dates.months	1月	いちがつ	イチガツ	1
dates.years-recent	2019年	にせんじゅうきゅうねん にせんじゅうくねん	ニセンジューキューネン	2019
dates.years-recent	2022年	にせんにじゅうにねん	ニセンニジューニネン	2022
dates.years-recent	2026年	にせんにじゅうろくねん	ニセンニジューロクネン	2026
dates.years-recent	2017年	にせんじゅうななねん にせんじゅうしちねん	ニセンジューナナネン	2017
dates.years-recent	2022年	にせんにじゅうにねん	ニセンニジューニネン	2022
dates.years-recent	2024年	にせんにじゅうよねん	ニセンニジューヨネン	2024
dates.years-recent	2018年	にせんじゅうはちねん	ニセンジューハチネン	2018
dates.years-recent	2014年	にせんじゅうよねん	ニセンジューヨネン	2014
dates.years-recent	2023年	にせんにじゅうさんねん	ニセンニジューサンネン	2023
dates.years-recent	2016年	にせんじゅうろくねん	ニセンジューロクネン	2016
dates.years-recent	2020年	にせんにじゅうねん	ニセンニジューネン	2020
dates.years-recent	2017年	にせんじゅうななねん にせんじゅうしちねん	ニセンジューナナネン	2017
dates.years-recent	2019年	にせんじゅうきゅうねん にせんじゅうくねん	ニセンジューキューネン	2019
dates.years-recent	2017年	にせんじゅうななねん にせんじゅうしちねん	ニセンジューナナネン	2017
dates.years-recent	2012年	にせんじゅうにねん	ニセンジューニネン	2012
dates.years-recent	2020年	にせんにじゅうねん	ニセンニジューネン	2020
dates.years-recent	2023年	にせんにじゅうさんねん	ニセンニジューサンネン	2023
dates.years-recent	2021年	にせんにじゅういちねん	ニセンニジューイチネン	2021
dates.years-recent	2025年	にせんにじゅうごねん	ニセンニジューゴネン	2025
dates.years-recent	2011年	にせんじゅういちねん	ニセンジューイチネン	2011
dates.years	1995年	せんきゅうひゃくきゅうじゅうごねん	センキューヒャクキュージューゴネン	1995
dates.years	2010年	にせんじゅうねん	ニセンジューネン	2010
dates.years	2028年	にせんにじゅうはちねん	ニセンニジューハチネン	2028
dates.years	1985年	せんきゅうひゃくはちじゅうごねん	センキューヒャクハチジューゴネン	1985
dates.years	2011年	にせんじゅういちねん	ニセンジューイチネン	2011
dates.years	2021年	にせんにじゅういちねん	ニセンニジューイチネン	2021
dates.years	1992年	せんきゅうひゃくきゅうじゅうにねん	センキューヒャクキュージューニネン	1992
dates.years	1973年	せんきゅうひゃくななじゅうさんねん	センキューヒャクナナジューサンネン	1973
dates.years	2014年	にせんじゅうよねん	ニセンジューヨネン	2014
dates.years	1982年	せんきゅうひゃくはちじゅうにねん	センキューヒャクハチジューニネン	1982
dates.years	1999年	せんきゅうひゃくきゅうじゅうきゅうねん せんきゅうひゃくきゅうじゅうくねん	センキューヒャクキュージューキューネン	1999
dates.years	1986年	せんきゅうひゃくはちじゅうろくねん	センキューヒャクハチジューロクネン	1986
dates.years	1992年	せんきゅうひゃくきゅうじゅうにねん	センキューヒャクキュージューニネン	1992
dates.years	1985年	せんきゅうひゃくはちじゅうごねん	センキューヒャクハチジューゴネン	1985
dates.years	1963年	せんきゅうひゃくろくじゅうさんねん	センキューヒャクロクジューサンネン	1963
dates.years	2002年	にせんにねん	ニセンニネン	2002
dates.years	2016年	にせんじゅうろくねん	ニセンジューロクネン	2016
dates.years	2005年	にせんごねん	ニセンゴネン	2005
dates.years	2021年	にせんにじゅういちねん	ニセンニジューイチネン	2021
dates.years	1955年	せんきゅうひゃくごじゅうごねん	センキューヒャクゴジューゴネン	1955
dates.years-any	1417年	せんよんひゃくじゅうななねん せんよんひゃくじゅうしちねん	センヨンヒャクジューナナネン	1417
dates.years-any	1865年	せんはっぴゃくろくじゅうごねん	センハッピャクロクジューゴネン	1865
dates.years-any	2428年	にせんよんひゃくにじゅうはちねん	ニセンヨンヒャクニジューハチネン	2428
dates.years-any	1111年	せんひゃくじゅういちねん	センヒャクジューイチネン	1111
dates.years-any	1908年	せんきゅうひゃくはちねん	センキューヒャクハチネン	1908
dates.years-any	2194年	にせんひゃくきゅうじゅうよねん	ニセンヒャクキュージューヨネン	2194
dates.years-any	1308年	せんさんびゃくはちねん	センサンビャクハチネン	1308
dates.years-any	714年	ななひゃくじゅうよねん	ナナヒャクジューヨネン	714
dates.years-any	1985年	せんきゅうひゃくはちじゅうごねん	センキューヒャクハチジューゴネン	1985
dates.years-any	1011年	せんじゅういちねん	センジューイチネン	1011
dates.years-any	1514年	せんごひゃくじゅうよねん	センゴヒャクジューヨネン	1514
dates.years-any	1138年	せんひゃくさんじゅうはちねん	センヒャクサンジューハチネン	1138
dates.years-any	1326年	せんさんびゃくにじゅうろくねん	センサンビャクニジューロクネン	1326
dates.years-any	1090年	せんきゅうじゅうねん	センキュージューネン	1090
dates.years-any	418年	よんひゃくじゅうはちねん	ヨンヒャクジューハチネン	418
dates.years-any	1614年	せんろっぴゃくじゅうよねん	センロッピャクジューヨネン	1614
dates.years-any	2039年	にせんさんじゅうきゅうねん にせんさんじゅうくねん	ニセンサンジューキューネン	2039
dates.years-any	1705年	せんななひゃくごねん	センナナヒャクゴネン	1705
dates.years-any	2211年	にせんにひゃくじゅういちねん	ニセンニヒャクジューイチネン	2211
dates.years-any	165年	ひゃくろくじゅうごねん	ヒャクロクジューゴネン	165
dates.era	平成24年	へいせいにじゅうよねん	ヘーセーニジューヨネン	2012
dates.era	令和4年	れいわよねん	レーワヨネン	2022
dates.era	平成24年	へいせいにじゅうよねん	ヘーセーニジューヨネン	2012
dates.era	令和5年	れいわごねん	レーワゴネン	2023
dates.era	昭和51年	しょうわごじゅういちねん	ショーワゴジューイチネン	1976
dates.era	平成19年	へいせいじゅうきゅうねん へいせいじゅうくねん	ヘーセージューキューネン	2007
dates.era	平成17年	へいせいじゅうななねん へいせいじゅうしちねん	ヘーセージューナナネン	2005
dates.era	平成6年	へいせいろくねん	ヘーセーロクネン	1994
dates.era	平成26年	へいせいにじゅうろくねん	ヘーセーニジューロクネン	2014
dates.era	令和8年	れいわはちねん	レーワハチネン	2026
dates.era	昭和6年	しょうわろくねん	ショーワロクネン	1931
dates.era	平成4年	へいせいよねん	ヘーセーヨネン	1992
dates.era	昭和4年	しょうわよねん	ショーワヨネン	1929
dates.era	平成23年	へいせいにじゅうさんねん	ヘーセーニジューサンネン	2011
dates.era	昭和64年	しょうわろくじゅうよねん	ショーワロクジューヨネン	1989
dates.era	平成19年	へいせいじゅうきゅうねん へいせいじゅうくねん	ヘーセージューキューネン	2007
dates.era	平成14年	へいせいじゅうよねん	ヘーセージューヨネン	2002
dates.era	昭和34年	しょうわさんじゅうよねん	ショーワサンジューヨネン	1959
dates.era	平成24年	へいせいにじゅうよねん	ヘーセーニジューヨネン	2012
dates.era	令和6年	れいわろくねん	レーワロクネン	2024
dates.month-day	7月24日	しちがつにじゅうよっか	シチガツニジューヨッカ	7/24
dates.month-day	12月14日	じゅうにがつじゅうよっか	ジューニガツジューヨッカ	12/14
dates.month-day	6月23日	ろくがつにじゅうさんにち	ロクガツニジューサンニチ	6/23
dates.month-day	11月16日	じゅういちがつじゅうろくにち	ジューイチガツジューロクニチ	11/16
dates.month-day	4月24日	しがつにじゅうよっか	シガツニジューヨッカ	4/24
dates.month-day	5月19日	ごがつじゅうくにち ごがつじゅうきゅうにち	ゴガツジュークニチ	5/19
dates.month-day	6月16日	ろくがつじゅうろくにち	ロクガツジューロクニチ	6/16
dates.month-day	6月6日	ろくがつむいか	ロクガツムイカ	6/6
dates.month-day	8月26日	はちがつにじゅうろくにち	ハチガツニジューロクニチ	8/26
dates.month-day	9月27日	くがつにじゅうしちにち くがつにじゅうななにち	クガツニジューシチニチ	9/27
dates.month-day	1月3日	いちがつみっか	イチガツミッカ	1/3
dates.month-day	6月4日	ろくがつよっか	ロクガツヨッカ	6/4
dates.month-day	4月2日	しがつふつか	シガツフツカ	4/2
dates.month-day	7月23日	しちがつにじゅうさんにち	シチガツニジューサンニチ	7/23
dates.month-day	1月31日	いちがつさんじゅういちにち	イチガツサンジューイチニチ	1/31
dates.month-day	8月19日	はちがつじゅうくにち はちがつじゅうきゅうにち	ハチガツジュークニチ	8/19
dates.month-day	5月14日	ごがつじゅうよっか	ゴガツジューヨッカ	5/14
dates.month-day	4月16日	しがつじゅうろくにち	シガツジューロクニチ	4/16
dates.month-day	7月24日	しちがつにじゅうよっか	シチガツニジューヨッカ	7/24
dates.month-day	10月21日	じゅうがつにじゅういちにち	ジューガツニジューイチニチ	10/21
counters.tsu	6つ	むっつ	ムッツ	6
counters.tsu	8つ	やっつ	ヤッツ	8
counters.tsu	10つ	とお	トー	10
counters.tsu	5つ	いつつ	イツツ	5
counters.tsu	8つ	やっつ	ヤッツ	8
counters.tsu	9つ	ここのつ	ココノツ	9
counters.tsu	6つ	むっつ	ムッツ	6
counters.tsu	3つ	みっつ	ミッツ	3
counters.tsu	8つ	やっつ	ヤッツ	8
counters.tsu	5つ	いつつ	イツツ	5
counters.tsu	7つ	ななつ	ナナツ	7
counters.tsu	5つ	いつつ	イツツ	5
counters.tsu	6つ	むっつ	ムッツ	6
counters.tsu	5つ	いつつ	イツツ	5
counters.tsu	2つ	ふたつ	フタツ	2
counters.tsu	7つ	ななつ	ナナツ	7
counters.tsu	9つ	ここのつ	ココノツ	9
counters.tsu	7つ	ななつ	ナナツ	7
counters.tsu	9つ	ここのつ	ココノツ	9
counters.tsu	1つ	ひとつ	ヒトツ	1
counters.nin	12人	じゅうににん	ジューニニン	12
counters.nin	15人	じゅうごにん	ジューゴニン	15
counters.nin	20人	にじゅうにん	ニジューニン	20
counters.nin	9人	きゅうにん くにん	キューニン	9
counters.nin	16人	じゅうろくにん	ジューロクニン	16
counters.nin	18人	じゅうはちにん	ジューハチニン	18
counters.nin	11人	じゅういちにん	ジューイチニン	11
counters.nin	6人	ろくにん	ロクニン	6
counters.nin	16人	じゅうろくにん	ジューロクニン	16
counters.nin	9人	きゅうにん くにん	キューニン	9
counters.nin	13人	じゅうさんにん	ジューサンニン	13
counters.nin	10人	じゅうにん	ジューニン	10
counters.nin	11人	じゅういちにん	ジューイチニン	11
counters.nin	9人	きゅうにん くにん	キューニン	9
counters.nin	4人	よにん	ヨニン	4
counters.nin	13人	じゅうさんにん	ジューサンニン	13
counters.nin	17人	じゅうななにん じゅうしちにん	ジューナナニン	17
counters.nin	14人	じゅうよにん	ジューヨニン	14
counters.nin	18人	じゅうはちにん	ジューハチニン	18
counters.nin	2人	ふたり	フタリ	2
counters.ko	12個	じゅうにこ	ジューニコ	12
counters.ko	15個	じゅうごこ	ジューゴコ	15
counters.ko	20個	にじゅっこ にじっこ	ニジュッコ	20
counters.ko	9個	きゅうこ	キューコ	9
counters.ko	16個	じゅうろっこ	ジューロッコ	16
counters.ko	18個	じゅうはっこ じゅうはちこ	ジューハッコ	18
counters.ko	11個	じゅういっこ	ジューイッコ	11
counters.ko	6個	ろっこ	ロッコ	6
counters.ko	16個	じゅうろっこ	ジューロッコ	16
counters.ko	9個	きゅうこ	キューコ	9
counters.ko	13個	じゅうさんこ	ジューサンコ	13
counters.ko	10個	じゅっこ じっこ	ジュッコ	10
counters.ko	11個	じゅういっこ	ジューイッコ	11
counters.ko	9個	きゅうこ	キューコ	9
counters.ko	4個	よんこ	ヨンコ	4
counters.ko	13個	じゅうさんこ	ジューサンコ	13
counters.ko	17個	じゅうななこ	ジューナナコ	17
counters.ko	14個	じゅうよんこ	ジューヨンコ	14
counters.ko	18個	じゅうはっこ じゅうはちこ	ジューハッコ	18
counters.ko	2個	にこ	ニコ	2
counters.hon	12本	じゅうにほん	ジューニホン	12
counters.hon	15本	じゅうごほん	ジューゴホン	15
counters.hon	20本	にじゅっぽん にじっぽん	ニジュッポン	20
counters.hon	9本	きゅうほん	キューホン	9
counters.hon	16本	じゅうろっぽん	ジューロッポン	16
counters.hon	18本	じゅうはっぽん じゅうはちほん	ジューハッポン	18
counters.hon	11本	じゅういっぽん	ジューイッポン	11
counters.hon	6本	ろっぽん	ロッポン	6
counters.hon	16本	じゅうろっぽん	ジューロッポン	16
counters.hon	9本	きゅうほん	キューホン	9
counters.hon	13本	じゅうさんぼん	ジューサンボン	13
counters.hon	10本	じゅっぽん じっぽん	ジュッポン	10
counters.hon	11本	じゅういっぽん	ジューイッポン	11
counters.hon	9本	きゅうほん	キューホン	9
counters.hon	4本	よんほん	ヨンホン	4
counters.hon	13本	じゅうさんぼん	ジューサンボン	13
counters.hon	17本	じゅうななほん	ジューナナホン	17
counters.hon	14本	じゅうよんほん	ジューヨンホン	14
counters.hon	18本	じゅうはっぽん じゅうはちほん	ジューハッポン	18
counters.hon	2本	にほん	ニホン	2
counters.mai	12枚	じゅうにまい	ジューニマイ	12
counters.mai	15枚	じゅうごまい	ジューゴマイ	15
counters.mai	20枚	にじゅうまい	ニジューマイ	20
counters.mai	9枚	きゅうまい	キューマイ	9
counters.mai	16枚	じゅうろくまい	ジューロクマイ	16
counters.mai	18枚	じゅうはちまい	ジューハチマイ	18
counters.mai	11枚	じゅういちまい	ジューイチマイ	11
counters.mai	6枚	ろくまい	ロクマイ	6
counters.mai	16枚	じゅうろくまい	ジューロクマイ	16
counters.mai	9枚	きゅうまい	キューマイ	9
counters.mai	13枚	じゅうさんまい	ジューサンマイ	13
counters.mai	10枚	じゅうまい	ジューマイ	10
counters.mai	11枚	じゅういちまい	ジューイチマイ	11
counters.mai	9枚	きゅうまい	キューマイ	9
counters.mai	4枚	よんまい	ヨンマイ	4
counters.mai	13枚	じゅうさんまい	ジューサンマイ	13
counters.mai	17枚	じゅうななまい	ジューナナマイ	17
counters.mai	14枚	じゅうよんまい	ジューヨンマイ	14
counters.mai	18枚	じゅうはちまい	ジューハチマイ	18
counters.mai	2枚	にまい	ニマイ	2
counters.hiki	12匹	じゅうにひき	ジューニヒキ	12
counters.hiki	15匹	じゅうごひき	ジューゴヒキ	15
counters.hiki	20匹	にじゅっぴき にじっぴき	ニジュッピキ	20
counters.hiki	9匹	きゅうひき	キューヒキ	9
counters.hiki	16匹	じゅうろっぴき	ジューロッピキ	16
counters.hiki	18匹	じゅうはっぴき じゅうはちひき	ジューハッピキ	18
counters.hiki	11匹	じゅういっぴき	ジューイッピキ	11
counters.hiki	6匹	ろっぴき	ロッピキ	6
counters.hiki	16匹	じゅうろっぴき	ジューロッピキ	16
counters.hiki	9匹	きゅうひき	キューヒキ	9
counters.hiki	13匹	じゅうさんびき	ジューサンビキ	13
counters.hiki	10匹	じゅっぴき じっぴき	ジュッピキ	10
counters.hiki	11匹	じゅういっぴき	ジューイッピキ	11
counters.hiki	9匹	きゅうひき	キューヒキ	9
counters.hiki	4匹	よんひき	ヨンヒキ	4
counters.hiki	13匹	じゅうさんびき	ジューサンビキ	13
counters.hiki	17匹	じゅうななひき	ジューナナヒキ	17
counters.hiki	14匹	じゅうよんひき	ジューヨンヒキ	14
counters.hiki	18匹	じゅうはっぴき じゅうはちひき	ジューハッピキ	18
counters.hiki	2匹	にひき	ニヒキ	2
counters.hai	12杯	じゅうにはい	ジューニハイ	12
counters.hai	15杯	じゅうごはい	ジューゴハイ	15
counters.hai	20杯	にじゅっぱい にじっぱい	ニジュッパイ	20
counters.hai	9杯	きゅうはい	キューハイ	9
counters.hai	16杯	じゅうろっぱい	ジューロッパイ	16
counters.hai	18杯	じゅうはっぱい じゅうはちはい	ジューハッパイ	18
counters.hai	11杯	じゅういっぱい	ジューイッパイ	11
counters.hai	6杯	ろっぱい	ロッパイ	6
counters.hai	16杯	じゅうろっぱい	ジューロッパイ	16
counters.hai	9杯	きゅうはい	キューハイ	9
counters.hai	13杯	じゅうさんばい	ジューサンバイ	13
counters.hai	10杯	じゅっぱい じっぱい	ジュッパイ	10
counters.hai	11杯	じゅういっぱい	ジューイッパイ	11
counters.hai	9杯	きゅうはい	キューハイ	9
counters.hai	4杯	よんはい	ヨンハイ	4
counters.hai	13杯	じゅうさんばい	ジューサンバイ	13
counters.hai	17杯	じゅうななはい	ジューナナハイ	17
counters.hai	14杯	じゅうよんはい	ジューヨンハイ	14
counters.hai	18杯	じゅうはっぱい じゅうはちはい	ジューハッパイ	18
counters.hai	2杯	にはい	ニハイ	2
counters.satsu	12冊	じゅうにさつ	ジューニサツ	12
counters.satsu	15冊	じゅうごさつ	ジューゴサツ	15
counters.satsu	20冊	にじゅっさつ にじっさつ	ニジュッサツ	20
counters.satsu	9冊	きゅうさつ	キューサツ	9
counters.satsu	16冊	じゅうろくさつ	ジューロクサツ	16
counters.satsu	18冊	じゅうはっさつ	ジューハッサツ	18
counters.satsu	11冊	じゅういっさつ	ジューイッサツ	11
counters.satsu	6冊	ろくさつ	ロクサツ	6
counters.satsu	16冊	じゅうろくさつ	ジューロクサツ	16
counters.satsu	9冊	きゅうさつ	キューサツ	9
counters.satsu	13冊	じゅうさんさつ	ジューサンサツ	13
counters.satsu	10冊	じゅっさつ じっさつ	ジュッサツ	10
counters.satsu	11冊	じゅういっさつ	ジューイッサツ	11
counters.satsu	9冊	きゅうさつ	キューサツ	9
counters.satsu	4冊	よんさつ	ヨンサツ	4
counters.satsu	13冊	じゅうさんさつ	ジューサンサツ	13
counters.satsu	17冊	じゅうななさつ	ジューナナサツ	17
counters.satsu	14冊	じゅうよんさつ	ジューヨンサツ	14
counters.satsu	18冊	じゅうはっさつ	ジューハッサツ	18
counters.satsu	2冊	にさつ	ニサツ	2
counters.dai	12台	じゅうにだい	ジューニダイ	12
counters.dai	15台	じゅうごだい	ジューゴダイ	15
counters.dai	20台	にじゅうだい	ニジューダイ	20
counters.dai	9台	きゅうだい	キューダイ	9
counters.dai	16台	じゅうろくだい	ジューロクダイ	16
counters.dai	18台	じゅうはちだい	ジューハチダイ	18
counters.dai	11台	じゅういちだい	ジューイチダイ	11
counters.dai	6台	ろくだい	ロクダイ	6
counters.dai	16台	じゅうろくだい	ジューロクダイ	16
counters.dai	9台	きゅうだい	キューダイ	9
counters.dai	13台	じゅうさんだい	ジューサンダイ	13
counters.dai	10台	じゅうだい	ジューダイ	10
counters.dai	11台	じゅういちだい	ジューイチダイ	11
counters.dai	9台	きゅうだい	キューダイ	9
counters.dai	4台	よんだい	ヨンダイ	4
counters.dai	13台	じゅうさんだい	ジューサンダイ	13
counters.dai	17台	じゅうななだい	ジューナナダイ	17
counters.dai	14台	じゅうよんだい	ジューヨンダイ	14
counters.dai	18台	じゅうはちだい	ジューハチダイ	18
counters.dai	2台	にだい	ニダイ	2
counters.kai	12回	じゅうにかい	ジューニカイ	12
counters.kai	15回	じゅうごかい	ジューゴカイ	15
counters.kai	20回	にじゅっかい にじっかい	ニジュッカイ	20
counters.kai	9回	きゅうかい	キューカイ	9
counters.kai	16回	じゅうろっかい	ジューロッカイ	16
counters.kai	18回	じゅうはっかい じゅうはちかい	ジューハッカイ	18
counters.kai	11回	じゅういっかい	ジューイッカイ	11
counters.kai	6回	ろっかい	ロッカイ	6
counters.kai	16回	じゅうろっかい	ジューロッカイ	16
counters.kai	9回	きゅうかい	キューカイ	9
counters.kai	13回	じゅうさんかい	ジューサンカイ	13
counters.kai	10回	じゅっかい じっかい	ジュッカイ	10
counters.kai	11回	じゅういっかい	ジューイッカイ	11
counters.kai	9回	きゅうかい	キューカイ	9
counters.kai	4回	よんかい	ヨンカイ	4
counters.kai	13回	じゅうさんかい	ジューサンカイ	13
counters.kai	17回	じゅうななかい	ジューナナカイ	17
counters.kai	14回	じゅうよんかい	ジューヨンカイ	14
counters.kai	18回	じゅうはっかい じゅうはちかい	ジューハッカイ	18
counters.kai	2回	にかい	ニカイ	2
counters.floors	29階	にじゅうきゅうかい	ニジューキューカイ	29
counters.floors	38階	さんじゅうはっかい さんじゅうはちかい	サンジューハッカイ	38
counters.floors	49階	よんじゅうきゅうかい	ヨンジューキューカイ	49
counters.floors	23階	にじゅうさんがい にじゅうさんかい	ニジューサンガイ	23
counters.floors	39階	さんじゅうきゅうかい	サンジューキューカイ	39
counters.floors	44階	よんじゅうよんかい	ヨンジューヨンカイ	44
counters.floors	27階	にじゅうななかい	ニジューナナカイ	27
counters.floors	15階	じゅうごかい	ジューゴカイ	15
counters.floors	40階	よんじゅっかい よんじっかい	ヨンジュッカイ	40
counters.floors	21階	にじゅういっかい	ニジューイッカイ	21
counters.floors	31階	さんじゅういっかい	サンジューイッカイ	31
counters.floors	23階	にじゅうさんがい にじゅうさんかい	ニジューサンガイ	23
counters.floors	27階	にじゅうななかい	ニジューナナカイ	27
counters.floors	22階	にじゅうにかい	ニジューニカイ	22
counters.floors	9階	きゅうかい	キューカイ	9
counters.floors	33階	さんじゅうさんがい さんじゅうさんかい	サンジューサンガイ	33
counters.floors	41階	よんじゅういっかい	ヨンジューイッカイ	41
counters.floors	35階	さんじゅうごかい	サンジューゴカイ	35
counters.floors	45階	よんじゅうごかい	ヨンジューゴカイ	45
counters.floors	4階	よんかい	ヨンカイ	4
counters.sai	57歳	ごじゅうななさい	ゴジューナナサイ	57
counters.sai	75歳	ななじゅうごさい	ナナジューゴサイ	75
counters.sai	98歳	きゅうじゅうはっさい	キュージューハッサイ	98
counters.sai	45歳	よんじゅうごさい	ヨンジューゴサイ	45
counters.sai	77歳	ななじゅうななさい	ナナジューナナサイ	77
counters.sai	88歳	はちじゅうはっさい	ハチジューハッサイ	88
counters.sai	53歳	ごじゅうさんさい	ゴジューサンサイ	53
counters.sai	29歳	にじゅうきゅうさい	ニジューキューサイ	29
counters.sai	80歳	はちじゅっさい はちじっさい	ハチジュッサイ	80
counters.sai	41歳	よんじゅういっさい	ヨンジューイッサイ	41
counters.sai	61歳	ろくじゅういっさい	ロクジューイッサイ	61
counters.sai	46歳	よんじゅうろくさい	ヨンジューロクサイ	46
counters.sai	54歳	ごじゅうよんさい	ゴジューヨンサイ	54
counters.sai	44歳	よんじゅうよんさい	ヨンジューヨンサイ	44
counters.sai	17歳	じゅうななさい	ジューナナサイ	17
counters.sai	65歳	ろくじゅうごさい	ロクジューゴサイ	65
counters.sai	82歳	はちじゅうにさい	ハチジューニサイ	82
counters.sai	69歳	ろくじゅうきゅうさい	ロクジューキューサイ	69
counters.sai	89歳	はちじゅうきゅうさい	ハチジューキューサイ	89
counters.sai	7歳	ななさい	ナナサイ	7
counters.mixed	8杯	はっぱい はちはい	ハッパイ	8
counters.mixed	5歳	ごさい	ゴサイ	5
counters.mixed	8匹	はっぴき はちひき	ハッピキ	8
counters.mixed	6階	ろっかい	ロッカイ	6
counters.mixed	8本	はっぽん はちほん	ハッポン	8
counters.mixed	7枚	ななまい	ナナマイ	7
counters.mixed	6匹	ろっぴき	ロッピキ	6
counters.mixed	2匹	にひき	ニヒキ	2
counters.mixed	9冊	きゅうさつ	キューサツ	9
counters.mixed	9台	きゅうだい	キューダイ	9
counters.mixed	1つ	ひとつ	ヒトツ	1
counters.mixed	2匹	にひき	ニヒキ	2
counters.mixed	1本	いっぽん	イッポン	1
counters.mixed	8杯	はっぱい はちはい	ハッパイ	8
counters.mixed	10つ	とお	トー	10
counters.mixed	6冊	ろくさつ	ロクサツ	6
counters.mixed	5枚	ごまい	ゴマイ	5
counters.mixed	6本	ろっぽん	ロッポン	6
counters.mixed	8杯	はっぱい はちはい	ハッパイ	8
counters.mixed	7回	ななかい	ナナカイ	7
"""#
