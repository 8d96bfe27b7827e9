import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { buildEvidence, evidenceCsv } from './build-evidence.ts';
import { cmhcPlace, cmhcRows } from './cmhc.ts';
import { cncCinemaRows, recetteMoyenne } from './cnc.ts';
import { dffhPlace, dffhRows } from './dffh.ts';
import { hudRows, principalPlace } from './hud.ts';
import { onsPriceRows } from './ons-prices.ts';
import { onsRows } from './ons.ts';
import { latestRetail } from './extract-wfp-hdx.ts';
import { ineRentRows, ineSaleRows, ONE_BEDROOM_M2 } from './ine-pt.ts';
import { mapCommodity, wfpRows } from './wfp.ts';

const WFP_HEADER =
  'country,iso3,admin1,admin2,market,latitude,longitude,category,commodity,unit,pricetype,priceflag,currency,price,usdprice,date';

test('WFP commodities map to catalogue items with their unit factors, and nothing else maps', () => {
  expect(mapCommodity('Eggs (brown)', '1 piece')).toEqual({ itemId: 'eggs_12', factor: 12 });
  expect(mapCommodity('Eggs', 'Dozen')).toEqual({ itemId: 'eggs_12', factor: 1 });
  expect(mapCommodity('Milk (UHT)', '500 ML')).toEqual({ itemId: 'milk_1l', factor: 2 });
  expect(mapCommodity('Bread', 'KG')).toEqual({ itemId: 'bread_500g', factor: 0.5 });
  expect(mapCommodity('Meat (chicken, broiler)', 'KG')?.factor).toBe(1.6);
  expect(mapCommodity('Rice (coarse)', 'KG')?.itemId).toBe('rice_1kg');
  // Not the catalogue's white rice, not cow's milk, unknown unit, not a catalogue item.
  expect(mapCommodity('Rice (basmati, broken)', 'KG')).toBeNull();
  expect(mapCommodity('Milk (camel, fresh)', 'L')).toBeNull();
  expect(mapCommodity('Rice (local)', 'Marmite')).toBeNull();
  expect(mapCommodity('Lentils (masur)', 'KG')).toBeNull();
  // Pounds ("Libra" in Central America) per kg; a 700 g loaf; a 10 kg bag.
  expect(mapCommodity('Rice (ordinary, first quality)', 'Libra')?.factor).toBeCloseTo(2.2046, 4);
  expect(mapCommodity('Meat (chicken)', 'Pound')?.factor).toBeCloseTo(1.6 * 2.2046, 3);
  expect(mapCommodity('Bread', '700 G')?.factor).toBeCloseTo(500 / 700, 10);
  expect(mapCommodity('Potatoes', '10 KG')?.factor).toBe(0.1);
  expect(mapCommodity('Milk (pasteurized)', 'L')?.itemId).toBe('milk_1l');
  // Tomato paste, spring onions, Fiji's "Tahitian apple" and raw milk are other products.
  expect(mapCommodity('Tomatoes (paste)', 'KG')).toBeNull();
  expect(mapCommodity('Onions (spring)', 'KG')).toBeNull();
  expect(mapCommodity('Apples (tahitian)', 'KG')).toBeNull();
  expect(mapCommodity('Milk (non-pasteurized)', 'L')).toBeNull();
  // A loaf of unknown weight is not a 500 g loaf.
  expect(mapCommodity('Bread', 'Unit')).toBeNull();
});

test("HDX extraction keeps a country's latest 12 months of actual retail prices", () => {
  const csv = [
    'date,admin1,admin2,market,latitude,longitude,category,commodity,unit,priceflag,pricetype,currency,price,usdprice',
    '#date,#adm1+name,#adm2+name,#loc+market+name,#geo+lat,#geo+lon,#item+type,#item+name,#item+unit,#item+price+flag,#item+price+type,#currency,#value,#value+usd',
    '2022-06-15,P1,D1,Town,1,2,cereals,Rice,KG,actual,Retail,NPR,10,0.1',
    '2022-07-15,P1,D1,Town,1,2,cereals,Rice,KG,actual,Retail,NPR,11,0.1',
    '2023-06-15,P1,D1,Town,1,2,cereals,Rice,KG,actual,Retail,NPR,12,0.1',
    '2023-06-15,P1,D1,Town,1,2,cereals,Rice,KG,forecast,Retail,NPR,0,0',
    '2023-06-15,P1,D1,Town,1,2,cereals,Rice,KG,actual,Wholesale,NPR,9,0.07',
  ].join('\n');
  const rows = latestRetail(csv, 'NPL', 'Nepal');
  expect(rows).toEqual([
    'Nepal,NPL,P1,D1,Town,1,2,cereals,Rice,KG,Retail,actual,NPR,11,0.1,2022-07-15',
    'Nepal,NPL,P1,D1,Town,1,2,cereals,Rice,KG,Retail,actual,NPR,12,0.1,2023-06-15',
  ]);
  expect(wfpRows([WFP_HEADER, ...rows].join('\n'), 'wfp-hdx-2023-retail-12m')[0]).toMatchObject({
    source: 'wfp-hdx-2023-retail-12m',
    iso3: 'NPL',
    local: 11.5,
  });
});

test('WFP rows: median over months per variety, then over varieties; camps and bad prices left out', () => {
  const csv = [
    WFP_HEADER,
    'Pakistan,PAK,SINDH,Karachi,Karachi,24.9,67.1,cereals,Rice (coarse),KG,Retail,actual,PKR,100,0.36,2025-01-15',
    'Pakistan,PAK,SINDH,Karachi,Karachi,24.9,67.1,cereals,Rice (coarse),KG,Retail,actual,PKR,120,0.43,2025-02-15',
    'Pakistan,PAK,SINDH,Karachi,Karachi,24.9,67.1,cereals,Rice (coarse),KG,Retail,actual,PKR,110,0.40,2025-03-15',
    'Pakistan,PAK,SINDH,Karachi,Karachi,24.9,67.1,cereals,Rice (white),KG,Retail,actual,PKR,200,0.72,2025-02-15',
    'Pakistan,PAK,SINDH,Karachi,Karachi,24.9,67.1,cereals,Rice (white),KG,Wholesale,actual,PKR,90,0.3,2025-02-15',
    'Pakistan,PAK,SINDH,Karachi,Karachi,24.9,67.1,cereals,Eggs,Unit,Retail,actual,PKR,,0.1,2025-02-15',
    'Kenya,KEN,Turkana,Turkana,Kakuma refugee camp,3.7,34.8,cereals,Rice,KG,Retail,actual,KES,150,1.1,2025-02-15',
  ].join('\n');
  const rows = wfpRows(csv);
  expect(rows).toHaveLength(1);
  const rice = rows[0]!;
  expect(rice).toMatchObject({ iso3: 'PAK', city: 'Karachi', itemId: 'rice_1kg', currency: 'PKR' });
  // coarse: median 110 (0.40); white: 200 (0.72); median of the two varieties.
  expect(rice.local).toBe(155);
  expect(rice.usd).toBeCloseTo(0.56);
  expect(rice.n).toBe(4);
  expect(rice.lat).toBe(24.9);
});

test("Nigeria's WFP petrol (priceflag aggregate): one gasoline row per market town, in NGN and WFP's US$", () => {
  const rows = wfpRows(
    readFileSync('data/sources/observed/wfp_food_prices_nga_2026-03_petrol_retail.csv', 'utf8'),
    'wfp-hdx-nga-2026-retail',
  );
  expect(rows).toHaveLength(26);
  expect(new Set(rows.map((r) => `${r.iso3} ${r.itemId} ${r.currency}`))).toEqual(
    new Set(['NGA gasoline_1l NGN']),
  );
  // Nangere has March and April: the median of the two months (1276 and 1400 naira).
  expect(rows.find((r) => r.city === 'Nangere')).toMatchObject({ local: 1338, n: 2 });
  for (const r of rows) expect(r.usd).toBeGreaterThan(0.6);
  for (const r of rows) expect(r.usd).toBeLessThan(1.4);
});

test('HUD areas give city-wide 1- and 3-bedroom rents named after their principal place', () => {
  expect(principalPlace('Birmingham-Hoover, AL HUD Metro FMR Area')).toBe('Birmingham');
  expect(principalPlace('Barbour County, AL')).toBe('Barbour County');
  const rows = hudRows(
    'country,hud_area_code,hud_area_name,metro,states,n_counties_or_towns,pop2022_sum,fmr_0br,fmr_1br,fmr_2br,fmr_3br,fmr_4br,currency,unit,fiscal_year\n' +
      'United States,X,"Montgomery, AL MSA",1,AL,4,384740,848,888,1055,1345,1665,USD,x,FY2025\n',
  );
  expect(rows.map((r) => [r.itemId, r.usd, r.city, r.population])).toEqual([
    ['rent_1br_all', 888, 'Montgomery', 384740],
    ['rent_3br_all', 1345, 'Montgomery', 384740],
  ]);
});

test('ONS rents are converted to US$ at the given rate and keep their region', () => {
  const rows = onsRows(
    'country,region,area_code,area_name,rent_1bed,rent_2bed,rent_3bed,rent_4plus_bed,rent_all,rent_flat_maisonette,currency,unit,period,ons_release_date\n' +
      'United Kingdom (England),London,E09000007,Camden,2400,3100,4000,5000,2800,2500,GBP,x,2026-04,2026-05-20\n' +
      'United Kingdom (England),London,E09000008,Nowhere,,,,,,,GBP,x,2026-04,2026-05-20\n',
    1.25,
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({
    itemId: 'rent_1br_all',
    usd: 3000,
    admin1: 'London',
    period: '2026-04',
  });
});

test('ONS average prices: the mapped items in catalogue units, national, and nothing unmapped', () => {
  const rows = onsPriceRows(
    'country,item_id,item_desc,weight_size,coicop2,average_price,currency,period\n' +
      'United Kingdom,220107,Pub hot meal,,Restaurants and hotels,12.84,GBP,2025-09\n' +
      'United Kingdom,310109,Draught lager (3.4-4.2%),per pint,Restaurants and hotels,4.544,GBP,2025-09\n' +
      'United Kingdom,640226,Private health club/gym,annual fee,Recreation and culture,480,GBP,2025-09\n' +
      "United Kingdom,510245,Women's dress,,Clothing and footwear,44.66,GBP,2025-09\n" +
      'United Kingdom,610310,Ultra low sulphur petrol,,Transport,,GBP,2025-09\n',
    1.25,
  );
  expect(rows.map((r) => [r.itemId, r.local, r.usd, r.city, r.iso3])).toEqual([
    ['meal_inexpensive', 12.84, 16.05, null, 'GBR'],
    // A pint (0.568 L) scaled to the catalogue's half litre.
    ['beer_domestic_draught_05l', 4, 5, null, 'GBR'],
    // An annual fee as a month.
    ['fitness_club_monthly', 40, 50, null, 'GBR'],
  ]);
});

test('CMHC centres are named after their principal city; a two-province CMA counts once, by part', () => {
  expect(cmhcPlace('Toronto, Ontario')).toEqual({ city: 'Toronto', admin1: 'Ontario' });
  expect(cmhcPlace('Kitchener-Cambridge-Waterloo, Ontario')?.city).toBe('Kitchener');
  expect(cmhcPlace('St. Catharines-Niagara, Ontario')?.city).toBe('St. Catharines');
  expect(cmhcPlace('Ottawa-Gatineau, Ontario part, Ontario/Quebec')).toEqual({
    city: 'Ottawa',
    admin1: 'Ontario',
  });
  expect(cmhcPlace('Ottawa-Gatineau, Quebec part, Ontario/Quebec')).toEqual({
    city: 'Gatineau',
    admin1: 'Quebec',
  });
  // The whole CMA would count Ottawa twice; Hawkesbury's Quebec part has no city of its own.
  expect(cmhcPlace('Ottawa-Gatineau, Ontario/Quebec')).toBeNull();
  expect(cmhcPlace('Hawkesbury, Quebec part, Ontario/Quebec')).toBeNull();
});

test('CMHC rents: 1 and 3+ bedrooms of the structure total, October of the survey year, in US$', () => {
  const head = 'country,geo,structure,bedrooms,average_rent,currency,unit,ref_date,statcan_table\n';
  const all = 'Row and apartment structures of three units and over';
  const rows = cmhcRows(
    head +
      `Canada,"Toronto, Ontario",${all},0,1448,CAD,x,2024,34-10-0133-01\n` +
      `Canada,"Toronto, Ontario",${all},1,1715,CAD,x,2024,34-10-0133-01\n` +
      `Canada,"Toronto, Ontario",${all},2,1972,CAD,x,2024,34-10-0133-01\n` +
      `Canada,"Toronto, Ontario",${all},3+,2185,CAD,x,2024,34-10-0133-01\n` +
      `Canada,"Toronto, Ontario",Apartment structures of six units and over,1,1800,CAD,x,2024,t\n` +
      `Canada,"Brock, Ontario",${all},3+,,CAD,x,2024,34-10-0133-01\n`,
    0.75,
  );
  expect(rows.map((r) => [r.itemId, r.local, r.usd, r.city, r.period])).toEqual([
    ['rent_1br_all', 1715, 1286.25, 'Toronto', '2024-10'],
    ['rent_3br_all', 2185, 1638.75, 'Toronto', '2024-10'],
  ]);
  expect(rows[0]).toMatchObject({ iso3: 'CAN', currency: 'CAD', admin1: 'Ontario' });
});

test('Victoria: regional LGAs by their town, Melbourne by the metropolitan total, districts and totals left out', () => {
  expect(dffhPlace('Barwon South West', 'Greater Geelong')).toBe('Geelong');
  expect(dffhPlace('Barwon South West', 'Colac-Otway')).toBe('Colac');
  expect(dffhPlace('METRO NON-METRO', 'Metro')).toBe('Melbourne');
  expect(dffhPlace('METRO NON-METRO', 'Non-Metro')).toBeNull();
  expect(dffhPlace('Southern Metro', 'Kingston')).toBeNull();
  expect(dffhPlace('Grampians', 'Group Total')).toBeNull();
  expect(dffhPlace('Table Total', 'Victoria')).toBeNull();
});

test('Victoria: median of the quarterly medians per month, new lettings summed, thin places dropped', () => {
  const head =
    'country,state,region,lga,dwelling,quarter_end,new_lettings,median_weekly_rent,currency,unit\n';
  const row = (region: string, lga: string, dwelling: string, q: string, n: string, m: string) =>
    `Australia,Victoria,${region},${lga},${dwelling},${q},${n},${m},AUD,x\n`;
  const rows = dffhRows(
    head +
      row('Grampians', 'Ballarat', '1 bedroom flat', '2023-09', '20', '300') +
      row('Grampians', 'Ballarat', '1 bedroom flat', '2023-12', '-', '-') +
      row('Grampians', 'Ballarat', '1 bedroom flat', '2024-03', '25', '330') +
      row('Grampians', 'Ballarat', '1 bedroom flat', '2024-06', '30', '360') +
      row('Grampians', 'Ballarat', '2 bedroom flat', '2024-06', '30', '400') +
      row('Grampians', 'Ararat', '3 bedroom flat', '2024-06', '6', '350') +
      row('METRO NON-METRO', 'Metro', '3 bedroom flat', '2024-06', '900', '600'),
    0.5,
  );
  expect(rows.map((r) => [r.city, r.itemId, r.n])).toEqual([
    ['Ballarat', 'rent_1br_all', 75],
    ['Melbourne', 'rent_3br_all', 900],
  ]);
  // Median of 300, 330 and 360 a week, times 52 / 12.
  expect(rows[0]!.local).toBeCloseTo(1430);
  expect(rows[0]!.usd).toBeCloseTo(715);
  expect(rows[0]).toMatchObject({ iso3: 'AUS', currency: 'AUD', period: '2024-01' });
});

test('the committed data/built/evidence.csv is what the normalisers make from data/sources/observed', () => {
  expect(readFileSync('data/built/evidence.csv', 'utf8')).toBe(evidenceCsv(buildEvidence()));
});

test("INE Portugal's median rent per m2 becomes a city-wide 1-bedroom rent; island duplicates keep their region", () => {
  const rows = ineRentRows(
    'municipality,eur_m2,period,source\nLisboa,15.93,2.º Semestre de 2024,INE\nLagoa (R.A.A.),4.62,2.º Semestre de 2024,INE\nSintra,,2.º Semestre de 2024,INE\n',
    1.2,
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({
    iso3: 'PRT',
    city: 'Lisboa',
    itemId: 'rent_1br_all',
    currency: 'EUR',
    period: '2024-07',
  });
  expect(rows[0]!.local).toBeCloseTo(15.93 * ONE_BEDROOM_M2, 6);
  expect(rows[0]!.usd).toBeCloseTo(15.93 * ONE_BEDROOM_M2 * 1.2, 6);
  expect(rows[1]).toMatchObject({ city: 'Lagoa', admin1: 'Azores' });
});

test("INE Portugal's median value per m² of dwellings sold becomes a city-wide purchase price per m²", () => {
  const rows = ineSaleRows(
    'municipality,eur_m2,period,source\nLisboa,5082,1.º Trimestre de 2026,INE\nCalheta (R.A.M.),1722,1.º Trimestre de 2026,INE\nSintra,x,1.º Trimestre de 2026,INE\n',
    1.2,
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({
    source: 'ine-pt-sales-2026q1',
    iso3: 'PRT',
    city: 'Lisboa',
    itemId: 'buy_sqm_all',
    local: 5082,
    currency: 'EUR',
    period: '2025-10',
  });
  expect(rows[0]!.usd).toBeCloseTo(5082 * 1.2, 6);
  expect(rows[1]).toMatchObject({ city: 'Calheta', admin1: 'Madeira' });
});

test('CNC: receipts ÷ admissions over every region and size class, France, at the 2019 rate × drift', () => {
  const csv =
    'region,year,size_class,admissions,box_office_eur\n' +
    'BRETAGNE,2019,P,100,500\n' +
    'BRETAGNE,2019,M,100,700\n' +
    '"PROVENCE-ALPES-COTE D\'AZUR",2019,G,200,1600\n' +
    'CORSE,2019,G,0,0\n';
  expect(recetteMoyenne(csv)).toBe(7);
  const [row, ...rest] = cncCinemaRows(csv, 1.12, 0.9);
  expect(rest).toHaveLength(0);
  expect(row).toMatchObject({ iso3: 'FRA', itemId: 'cinema_ticket', city: null, currency: 'EUR' });
  expect(row!.local).toBe(7);
  expect(row!.usd).toBeCloseTo(7 * 1.12 * 0.9, 10);
  expect(row!.period).toBe('2019-07');
  // The committed copy gives the CNC's published 2019 figure (EUR 6.80 over 213 million admissions).
  const real = recetteMoyenne(
    readFileSync('data/sources/observed/fr_cnc_cinema_regions_2019.csv', 'utf8'),
  );
  expect(real).toBeGreaterThan(6.75);
  expect(real).toBeLessThan(6.85);
});
