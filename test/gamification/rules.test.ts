import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

/** The two judgements the rules rest on, as tables: which ward an address is in, and what counts as night. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('address_ward: the municipality of a lot’s address', () => {
  const cases: [string | null, string | null][] = [
    ['東京都新宿区新宿3丁目12-4', '新宿区'],
    ['新宿区西新宿2-8-1', '新宿区'],
    ['〒160-0022 東京都新宿区新宿3-1', '新宿区'],
    ['日本、〒160-0022 東京都 新宿区新宿', '新宿区'],
    ['東京都千代田区大手町1-1', '千代田区'],
    ['東京都北区赤羽1-1', '北区'],
    ['大阪府大阪市北区梅田1-1', '大阪市北区'],
    ['京都府京都市中京区烏丸通', '京都市中京区'],
    ['京都市下京区烏丸通', '京都市下京区'],
    ['埼玉県さいたま市大宮区桜木町1', 'さいたま市大宮区'],
    ['東京都八王子市旭町1', '八王子市'],
    ['東京都町田市原町田6', '町田市'],
    ['千葉県市川市八幡2', '市川市'],
    ['三重県四日市市諏訪町1', '四日市市'],
    ['新潟県十日町市本町1', '十日町市'],
    ['神奈川県足柄下郡箱根町湯本', '足柄下郡箱根町'],
    ['千葉県柏市若柴178番地4 柏の葉キャンパス148街区', '柏市'],
    ['1-1 Marunouchi, Chiyoda City', null],
    ['', null],
    [null, null],
  ];
  it.each(cases)('%s → %s', async (address, ward) => {
    const { rows } = await h.db.query<{ ward: string | null }>('select public.address_ward($1) as ward', [address]);
    expect(rows[0]!.ward).toBe(ward);
  });
});

describe('stay_touches_night: 22:00 to 05:00 in the lot’s time zone', () => {
  const cases: [string, string, string, boolean][] = [
    ['2026-06-01T10:00+09:00', '2026-06-01T12:00+09:00', 'Asia/Tokyo', false],
    ['2026-06-01T21:00+09:00', '2026-06-01T22:00+09:00', 'Asia/Tokyo', false],
    ['2026-06-01T21:00+09:00', '2026-06-01T22:01+09:00', 'Asia/Tokyo', true],
    ['2026-06-01T02:00+09:00', '2026-06-01T03:00+09:00', 'Asia/Tokyo', true],
    ['2026-06-01T04:59+09:00', '2026-06-01T06:00+09:00', 'Asia/Tokyo', true],
    ['2026-06-01T05:00+09:00', '2026-06-01T21:59+09:00', 'Asia/Tokyo', false],
    ['2026-06-01T12:00+09:00', '2026-06-02T12:00+09:00', 'Asia/Tokyo', true],
    // 23:00 in Tokyo is 15:00 in London: the lot's zone decides.
    ['2026-06-01T23:00+09:00', '2026-06-01T23:30+09:00', 'Europe/London', false],
  ];
  it.each(cases)('%s to %s (%s) → %s', async (entry, exit, zone, night) => {
    const { rows } = await h.db.query<{ night: boolean }>('select public.stay_touches_night($1, $2, $3) as night', [entry, exit, zone]);
    expect(rows[0]!.night).toBe(night);
  });
});
