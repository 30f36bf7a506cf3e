/**
 * What the adversarial run (reliability.ts) sends: two workspaces' keys made fresh for the run,
 * listings to create, requests that must be refused as bad input, and another workspace's keys
 * probing mine. Pure data; reliability.ts starts the sandbox and sends them.
 */
import { LIMITS } from 'realty-elements/api';

const run = `${Date.now().toString(36)}${process.pid}`;
export const mine = {
  secretKey: `rel-secret-${run}`,
  sessionKey: `rel-session-${run}`,
  chatbots: [`rel-a-${run}`, `rel-b-${run}`],
};
export const theirs = {
  secretKey: `rel-other-secret-${run}`,
  sessionKey: `rel-other-session-${run}`,
  chatbots: [`rel-x-${run}`],
};
export const [botA, botB] = mine.chatbots as [string, string];
const botX = theirs.chatbots[0]!;

const json = { 'Content-Type': 'application/json' };
export const admin = { ...json, Authorization: mine.secretKey };
export const session = { ...json, 'chatrobot-sessionkey': mine.sessionKey };
let counter = 0;
export function listing(serialNumber: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    SerialNumber: serialNumber,
    SaleType: 'for_sale',
    Status: 'Active',
    CurrencySymbol: '$',
    PropertyType: 'House',
    Bedrooms: 3,
    Bathrooms: 2,
    Url: `https://homes.example/${run}/${counter}`,
    MLSNumber: `R-${run}-${counter}`,
    YearBuilt: 1999,
    DaysOnMarket: 1,
    LotArea: 1,
    BuildingArea: 1,
    AreaUnit: 'Square Feet',
    ParkingSpots: 1,
    City: 'Reliability',
    ...extra,
  };
}

/** Requests that must each be refused with a 4xx envelope (never a 5xx, never left unanswered). */
export function badInputs(): {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}[] {
  const cases: { path: string; method?: string; headers?: Record<string, string>; body?: string | Uint8Array }[] = [];
  const create = (extra: Record<string, unknown>) => ({
    path: '/chat/Chatbot/RealEstateCreate',
    headers: admin,
    body: JSON.stringify(listing(botA, extra)),
  });
  const stringFields = [
    'CurrencySymbol',
    'PropertyType',
    'MLSNumber',
    'Description',
    'Location',
    'Address',
    'City',
    'State',
    'ZIP',
  ];
  for (const field of stringFields) {
    for (const bad of ['a\u0000b', '\ud800', 'x\udfff', '中'.repeat(LIMITS.longText + 1)])
      cases.push(create({ [field]: bad }));
  }
  for (const field of ['Url', 'MLSNumber', 'City'])
    cases.push(create({ [field]: `https://a.example/${'é'.repeat(3000)}` }));
  cases.push(create({ Images: Array.from({ length: LIMITS.images + 1 }, (_, i) => `https://i.example/${i}`) }));
  cases.push(
    create({ ExtensionColumn: Array.from({ length: LIMITS.extensionColumns + 1 }, () => ({ Key: 'k', value: 'v' })) }),
  );
  for (const [field, value] of Object.entries({
    Bedrooms: -1,
    YearBuilt: 12,
    Latitude: 91,
    SaleType: 'lease',
    Status: 'Gone',
    Bathrooms: '2',
  }))
    cases.push(create({ [field]: value }));
  const editFields = ['Name', 'SystemMessage', 'WelcomeMessage', 'Domains', 'TalkToHumanEmail', 'ChatBubbleColor'];
  for (const field of editFields) {
    for (const bad of ['\u0000', '\udc00', 'x'.repeat(LIMITS.longText + 1)])
      cases.push({
        path: '/chat/Chatbot/Edit',
        headers: admin,
        body: JSON.stringify({ serialNumber: botA, [field]: bad }),
      });
  }
  cases.push({
    path: '/chat/Chatbot/EditKnowledge',
    headers: admin,
    body: JSON.stringify({
      serialNumber: botA,
      qaList: Array.from({ length: LIMITS.qaList + 1 }, (_, i) => ({ key: `q${i}`, value: 'a' })),
    }),
  });
  cases.push({
    path: '/chat/Chatbot/EditKnowledge',
    headers: admin,
    body: JSON.stringify({ serialNumber: botA, text: 't'.repeat(LIMITS.knowledgeText + 1) }),
  });
  cases.push({
    path: '/chat/Chatbot/EditKnowledge',
    headers: admin,
    body: JSON.stringify({ serialNumber: botA, EnableSyncSiteMap: true }),
  });
  const listBody = JSON.stringify({ SerialNumber: botA });
  const deep = `{"SerialNumber":"${botA}","x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  for (const body of [
    deep,
    '',
    ' ',
    'null',
    '[]',
    '"x"',
    '{',
    '{"SerialNumber":',
    Buffer.from(listBody, 'utf16le'),
    new Uint8Array([0x7b, 0xff, 0x7d]),
  ]) {
    cases.push({ path: '/chat/Chatbot/RealEstateList', headers: session, body });
  }
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/json; charset=utf-16',
    '',
  ]) {
    cases.push({
      path: '/chat/Chatbot/RealEstateList',
      headers: { 'chatrobot-sessionkey': mine.sessionKey, ...(type ? { 'Content-Type': type } : {}) },
      body: listBody,
    });
  }
  cases.push({
    path: '/chat/Chatbot/RealEstateCreate',
    headers: admin,
    body: JSON.stringify({ ...listing(botA), Padding: 'p'.repeat(1024 * 1024) }),
  });
  for (const query of [
    { PageSize: 0 },
    { PageSize: 101 },
    { PageNumber: 0 },
    { PageNumber: 1.5 },
    { SaleType: 'x' },
    { CityName: 'c'.repeat(501) },
    { CityName: 'a\u0000' },
  ]) {
    cases.push({
      path: '/chat/Chatbot/RealEstateList',
      headers: session,
      body: JSON.stringify({ SerialNumber: botA, ...query }),
    });
  }
  for (const path of [
    '//chat/Chatbot/RealEstateList',
    '/chat/Chatbot/Nope',
    '/chat/Chatbot/RealEstateList/..',
    '/chat/%ff',
    '/sandbox/images/../../etc/passwd',
    '/sandbox/chatbots/%E0%A4%A',
  ]) {
    cases.push({ path, headers: session, body: listBody });
  }
  for (const fault of [
    'latency=99999',
    'x'.repeat(300),
    Array.from({ length: 30 }, () => 'latency=10000').join(','),
    'teapot',
  ]) {
    cases.push({
      path: '/chat/Chatbot/RealEstateList',
      headers: { ...session, 'x-sandbox-fault': fault },
      body: listBody,
    });
  }
  for (const headers of [
    json,
    { ...json, Authorization: 'x' },
    { ...json, Authorization: 'Bearer ' },
    { ...json, 'chatrobot-sessionkey': mine.secretKey },
  ]) {
    cases.push({ path: '/chat/Chatbot/Edit', headers, body: JSON.stringify({ serialNumber: botA }) });
  }
  cases.push({ path: '/chat/Chatbot/RealEstateList', method: 'PUT', headers: session, body: listBody });
  cases.push({
    path: '/chat/Chatbot/RealEstateDelete',
    headers: admin,
    body: JSON.stringify({
      SerialNumber: botA,
      Keys: Array.from({ length: LIMITS.deleteKeys + 1 }, (_, i) => String(i)),
      KeyType: 'Native',
    }),
  });
  // Numbers the database cannot hold (issue 26): written raw, as JSON.stringify would round 2^63.
  const huge = ['1e18', '1e300', '9223372036854775808', '9223372036854775807', '1000001'];
  for (const page of huge)
    cases.push({
      path: '/chat/Chatbot/RealEstateList',
      headers: session,
      body: `{"SerialNumber":"${botA}","PageNumber":${page},"PageSize":100}`,
    });
  const base = JSON.stringify(listing(botA)).slice(0, -1);
  for (const field of ['Bedrooms', 'Bathrooms', 'YearBuilt', 'Latitude', 'Longitude', 'SalePrice', 'LotArea'])
    for (const value of ['1e300', '9223372036854775808', '1e308', '-0', '5e-324', '-1e300'])
      cases.push({ path: '/chat/Chatbot/RealEstateCreate', headers: admin, body: `${base},"${field}":${value}}` });
  for (const field of ['Temperature', 'MessageLimit', 'RateLimitCount'])
    cases.push({ path: '/chat/Chatbot/Edit', headers: admin, body: `{"serialNumber":"${botA}","${field}":1e300}` });
  // Bodies bounded by work: 100,000 small items, 2 MB, a long filter.
  cases.push({
    path: '/chat/Chatbot/RealEstateDelete',
    headers: admin,
    body: JSON.stringify({ SerialNumber: botA, Keys: Array.from({ length: 100_000 }, () => '1'), KeyType: 'Native' }),
  });
  cases.push({
    path: '/chat/Chatbot/EditKnowledge',
    headers: admin,
    body: JSON.stringify({ serialNumber: botA, fileList: Array.from({ length: 100_000 }, () => 'f') }),
  });
  cases.push({
    path: '/chat/Chatbot/EditKnowledge',
    headers: admin,
    body: JSON.stringify({ serialNumber: botA, text: 'x'.repeat(2 * 1024 * 1024) }),
  });
  cases.push({
    path: '/chat/Chatbot/RealEstateList',
    headers: session,
    body: JSON.stringify({ SerialNumber: botA, CityName: 'c'.repeat(3000) }),
  });
  return cases;
}

/** Another workspace's keys on my chatbots (and mine on theirs): every answer must be a refusal. */
export function isolationProbes(): { path: string; method?: string; headers: Record<string, string>; body?: string }[] {
  const probes: { path: string; method?: string; headers: Record<string, string>; body?: string }[] = [];
  const pairs: [Record<string, string>, Record<string, string>, string][] = [
    [{ Authorization: theirs.secretKey }, { 'chatrobot-sessionkey': theirs.sessionKey }, botA],
    [{ Authorization: theirs.secretKey }, { 'chatrobot-sessionkey': theirs.sessionKey }, botB],
    [{ Authorization: mine.secretKey }, { 'chatrobot-sessionkey': mine.sessionKey }, botX],
  ];
  for (const [secret, publicKey, bot] of pairs) {
    const w = { ...json, ...secret };
    probes.push({
      path: '/chat/Chatbot/RealEstateList',
      headers: { ...json, ...publicKey },
      body: JSON.stringify({ SerialNumber: bot }),
    });
    probes.push({ path: '/chat/Chatbot/RealEstateList', headers: w, body: JSON.stringify({ SerialNumber: bot }) });
    probes.push({
      path: '/chat/Chatbot/Edit',
      headers: w,
      body: JSON.stringify({ serialNumber: bot, Name: 'hijacked' }),
    });
    probes.push({
      path: '/chat/Chatbot/EditKnowledge',
      headers: w,
      body: JSON.stringify({ serialNumber: bot, text: 'hijacked' }),
    });
    probes.push({ path: '/chat/Chatbot/RealEstateCreate', headers: w, body: JSON.stringify(listing(bot)) });
    for (const keyType of ['Native', 'MLSNumber', 'URL']) {
      probes.push({
        path: '/chat/Chatbot/RealEstateUpdate',
        headers: w,
        body: JSON.stringify({ ...listing(bot), Key: '1', KeyType: keyType }),
      });
      probes.push({
        path: '/chat/Chatbot/RealEstateDelete',
        headers: w,
        body: JSON.stringify({ SerialNumber: bot, Keys: ['1', '2', '3'], KeyType: keyType }),
      });
    }
    probes.push({ path: `/sandbox/chatbots/${bot}`, method: 'GET', headers: secret });
    probes.push({ path: `/sandbox/chatbots/${bot}/public`, method: 'GET', headers: publicKey });
    probes.push({ path: `/sandbox/chatbots/${bot}`, method: 'GET', headers: publicKey });
    for (const wrong of ['', 'x', `${secret.Authorization} `, secret.Authorization!.toUpperCase()]) {
      probes.push({
        path: '/chat/Chatbot/RealEstateList',
        headers: { ...json, 'chatrobot-sessionkey': wrong },
        body: JSON.stringify({ SerialNumber: bot }),
      });
    }
  }
  return probes;
}
