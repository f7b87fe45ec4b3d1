// firestore.rules as the app meets them: what a trainer, a client and a
// stranger may read and write directly with the Firebase JS SDK.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  doc, getDoc, setDoc, updateDoc, deleteDoc, collection, query, where, getDocs, Timestamp, serverTimestamp,
} from 'firebase/firestore';
import { user, closeAll, outcome, seedWorld, post } from './world.mjs';

let w;
let anon;
const NOW = Date.UTC(2026, 10, 20, 9, 0);

before(async () => {
  w = await seedWorld();
  anon = await user('anon', { signIn: false });
  await post(w.sarah, w.chats.sarah, 'm1', 'my knee hurts after squats', NOW);
  await w.maya.call('saveClientProfile', { clientId: w.sarah.uid, goal: 'half marathon' });
  await w.sarah.call('submitCheckin', { checkinId: `ci-${w.sarah.uid}`, stress: 7, comment: 'busy week' });
});
after(closeAll);

const check = async (rows) => {
  const wrong = [];
  for (const [what, expected, attempt] of rows) {
    const got = await outcome(attempt());
    const allowed = got === 'ok';
    if (allowed !== expected) wrong.push(`${what}: ${allowed ? 'allowed' : got}, expected ${expected ? 'allowed' : 'denied'}`);
  }
  return wrong;
};

test('each role reads exactly its own documents', async () => {
  const roles = { maya: w.maya, leo: w.leo, sarah: w.sarah, sam: w.sam, stranger: w.stranger, anon };
  const readers = {
    [`trainers/${w.maya.uid}`]: ['maya'],
    [`clients/${w.sarah.uid}`]: ['maya', 'sarah'],
    [`clients/${w.sam.uid}`]: ['leo', 'sam'],
    [`chats/${w.chats.sarah}`]: ['maya', 'sarah'],
    [`chats/${w.chats.sarah}/messages/m1`]: ['maya', 'sarah'],
    [`clientProfiles/${w.sarah.uid}`]: ['maya'],
    [`checkins/ci-${w.sarah.uid}`]: ['maya', 'sarah'],
  };
  const rows = [];
  for (const [path, who] of Object.entries(readers)) {
    for (const [name, u] of Object.entries(roles)) {
      rows.push([`${name} reads ${path}`, who.includes(name), () => getDoc(doc(u.db, path))]);
    }
  }
  rows.push(['maya lists her clients', true, () => getDocs(query(collection(w.maya.db, 'clients'), where('trainerId', '==', w.maya.uid)))]);
  rows.push(['maya lists her chats', true, () => getDocs(query(collection(w.maya.db, 'chats'), where('participants', 'array-contains', w.maya.uid)))]);
  rows.push(['sarah lists her chats', true, () => getDocs(query(collection(w.sarah.db, 'chats'), where('participants', 'array-contains', w.sarah.uid)))]);
  rows.push(['maya lists every client', false, () => getDocs(collection(w.maya.db, 'clients'))]);
  rows.push(['stranger lists chats', false, () => getDocs(collection(w.stranger.db, 'chats'))]);
  rows.push(['maya reads the audit log', false, () => getDocs(collection(w.maya.db, 'auditLog'))]);
  assert.deepEqual(await check(rows), []);
});

test('no one can pose as someone else', async () => {
  const { maya, leo, sarah, john, sam, stranger, chats } = w;
  const chat = (u, id, data) => () => setDoc(doc(u.db, 'chats', id), data);
  const msg = (u, chatId, id, data) => () => setDoc(doc(u.db, 'chats', chatId, 'messages', id), data);
  const rows = [
    // Roles are made by the backend only.
    ['stranger makes herself a trainer', false, () => setDoc(doc(stranger.db, 'trainers', stranger.uid), { displayName: 'Coach X' })],
    ['sarah makes herself a trainer', false, () => setDoc(doc(sarah.db, 'trainers', sarah.uid), { displayName: 'Coach S' })],
    ['stranger makes herself maya\'s client', false, () => setDoc(doc(stranger.db, 'clients', stranger.uid), { trainerId: maya.uid, displayName: 'X' })],
    ['maya files leo as her client', false, () => setDoc(doc(maya.db, 'clients', leo.uid), { trainerId: maya.uid, displayName: 'Leo' })],
    ['maya moves sarah to leo', false, () => updateDoc(doc(maya.db, 'clients', sarah.uid), { trainerId: leo.uid })],
    ['maya renames sarah', true, () => updateDoc(doc(maya.db, 'clients', sarah.uid), { displayName: 'Sarah Kim' })],
    // Chats are tied to the trainer who owns every client in them.
    ['maya opens a chat with sarah', true, chat(maya, `c1-${sarah.uid}`, { trainerId: maya.uid, participants: [maya.uid, sarah.uid], isGroupChat: false })],
    ['maya opens a group chat with her clients', true, chat(maya, `g1-${maya.uid}`, { trainerId: maya.uid, participants: [maya.uid, sarah.uid, john.uid], isGroupChat: true })],
    ['maya opens a chat with leo\'s client', false, chat(maya, `c2-${sam.uid}`, { trainerId: maya.uid, participants: [maya.uid, sam.uid], isGroupChat: false })],
    ['maya opens a chat with leo', false, chat(maya, `c3-${leo.uid}`, { trainerId: maya.uid, participants: [maya.uid, leo.uid], isGroupChat: false })],
    ['leo files a chat under maya', false, chat(leo, `c4-${leo.uid}`, { trainerId: maya.uid, participants: [leo.uid, sarah.uid], isGroupChat: false })],
    ['sarah opens a chat with john', false, chat(sarah, `c5-${sarah.uid}`, { trainerId: sarah.uid, participants: [sarah.uid, john.uid], isGroupChat: false })],
    ['stranger opens a chat with sarah', false, chat(stranger, `c6-${stranger.uid}`, { trainerId: stranger.uid, participants: [stranger.uid, sarah.uid], isGroupChat: false })],
    ['signed out opens a chat', false, chat(anon, 'c7-anon', { trainerId: maya.uid, participants: [maya.uid, sarah.uid] })],
    ['sarah adds sam to her chat', false, () => updateDoc(doc(sarah.db, 'chats', chats.sarah), { participants: [maya.uid, sarah.uid, sam.uid] })],
    // Messages: as yourself, typed, the name from your own profile or none.
    ['sarah posts (epoch ms, no name)', true, msg(sarah, chats.sarah, 'r1', { senderId: sarah.uid, text: 'see you friday', timestamp: NOW })],
    ['sarah posts (Timestamp)', true, msg(sarah, chats.sarah, 'r2', { senderId: sarah.uid, text: 'ok', timestamp: Timestamp.fromMillis(NOW) })],
    ['sarah posts under her own name', true, msg(sarah, chats.sarah, 'r3', { senderId: sarah.uid, senderName: 'Sarah Kim', text: 'hi', timestamp: NOW })],
    ['maya posts under her own name', true, msg(maya, chats.sarah, 'r4', { senderId: maya.uid, senderName: 'Coach Maya', text: 'hi', timestamp: NOW })],
    ['sarah posts as "Coach Maya"', false, msg(sarah, chats.sarah, 'r5', { senderId: sarah.uid, senderName: 'Coach Maya', text: 'skip leg day', timestamp: NOW })],
    ['maya posts as sarah', false, msg(maya, chats.sarah, 'r6', { senderId: sarah.uid, text: 'I quit', timestamp: NOW })],
    ['sarah posts a string date', false, msg(sarah, chats.sarah, 'r7', { senderId: sarah.uid, text: 'x', timestamp: '2026-11-20' })],
    ['sarah posts without a date', false, msg(sarah, chats.sarah, 'r8', { senderId: sarah.uid, text: 'x' })],
    ['sarah posts an extra field', false, msg(sarah, chats.sarah, 'r9', { senderId: sarah.uid, text: 'x', timestamp: NOW, trainerId: leo.uid })],
    ['leo posts in maya\'s chat', false, msg(leo, chats.sarah, 'r10', { senderId: leo.uid, text: 'x', timestamp: NOW })],
    ['sam posts in sarah\'s chat', false, msg(sam, chats.sarah, 'r11', { senderId: sam.uid, text: 'x', timestamp: NOW })],
    ['stranger posts in sarah\'s chat', false, msg(stranger, chats.sarah, 'r12', { senderId: stranger.uid, text: 'x', timestamp: NOW })],
    ['maya edits sarah\'s message', false, () => updateDoc(doc(maya.db, 'chats', chats.sarah, 'messages', 'm1'), { text: 'edited' })],
    ['sarah edits her message', true, () => updateDoc(doc(sarah.db, 'chats', chats.sarah, 'messages', 'r1'), { text: 'see you saturday' })],
    ['maya deletes sarah\'s message', false, () => deleteDoc(doc(maya.db, 'chats', chats.sarah, 'messages', 'r1'))],
    // What goes through callables is never written directly.
    ['maya writes a profile directly', false, () => setDoc(doc(maya.db, 'clientProfiles', john.uid), { trainerId: maya.uid, clientId: john.uid })],
    ['maya writes a note directly', false, () => setDoc(doc(maya.db, 'sessionNotes', `n-${maya.uid}`), { trainerId: maya.uid, clientId: sarah.uid, text: 'x' })],
    ['sarah writes a check-in directly', false, () => setDoc(doc(sarah.db, 'checkins', `x-${sarah.uid}`), { trainerId: maya.uid, clientId: sarah.uid })],
    ['maya writes an AI conversation', false, () => setDoc(doc(maya.db, 'aiConversations', `a-${maya.uid}`), { trainerId: maya.uid })],
    ['maya deletes a client directly', false, () => deleteDoc(doc(maya.db, 'clients', sarah.uid))],
  ];
  const wrong = await check(rows);
  console.log(`rules: ${rows.length} direct writes tried, ${wrong.length} wrong`);
  assert.deepEqual(wrong, []);
});

test('health data: the client records her own, the trainer through callables, no one else', async () => {
  const { maya, leo, sarah, sam, stranger } = w;
  const at = Timestamp.fromMillis(NOW);
  const weight = (trainerId, clientId, extra = {}) => ({ trainerId, clientId, type: 'weight', value: 71.5, unit: 'kg', recordedAt: at, ...extra });
  const put = (u, col, id, data) => () => setDoc(doc(u.db, col, id), data);
  // The trainer's way in: the validated callable, filed under her.
  const saved = await maya.call('recordHealthMetric', { clientId: sarah.uid, id: `hm-maya-${sarah.uid}`, type: 'sleep_hours', value: 6.5, unit: 'h', recordedAt: new Date(NOW).toISOString() });
  assert.equal(saved.collection, 'healthMetrics');
  const rows = [
    ['sarah records her weight (server-set createdAt)', true, put(sarah, 'healthMetrics', `hm-${sarah.uid}`, weight(maya.uid, sarah.uid, { createdAt: serverTimestamp() }))],
    ['sarah records a lab result', true, put(sarah, 'labResults', `lr-${sarah.uid}`, { trainerId: maya.uid, clientId: sarah.uid, biomarker: 'Ferritin', value: 12, unit: 'ng/mL', referenceLow: 15, referenceHigh: 150, panelDate: at })],
    ['sarah backdates createdAt', false, put(sarah, 'healthMetrics', `hm2-${sarah.uid}`, weight(maya.uid, sarah.uid, { createdAt: Timestamp.fromMillis(0) }))],
    ['sarah files a reading under leo', false, put(sarah, 'healthMetrics', `hm3-${sarah.uid}`, weight(leo.uid, sarah.uid))],
    ['sarah sets her own goal', false, put(sarah, 'healthGoals', `hg-${sarah.uid}`, { trainerId: maya.uid, clientId: sarah.uid, metric: 'weight', target: 50, unit: 'kg', status: 'active' })],
    ['maya writes a reading directly', false, put(maya, 'healthMetrics', `hm4-${maya.uid}`, weight(maya.uid, sarah.uid))],
    ['sam writes a reading for sarah', false, put(sam, 'healthMetrics', `hm5-${sam.uid}`, weight(maya.uid, sarah.uid))],
    ['stranger writes a reading', false, put(stranger, 'healthMetrics', `hm6-${stranger.uid}`, weight(maya.uid, stranger.uid))],
    ['sarah corrects her reading', true, () => updateDoc(doc(sarah.db, 'healthMetrics', `hm-${sarah.uid}`), { value: 71.2 })],
    ['sarah moves her reading to john', false, () => updateDoc(doc(sarah.db, 'healthMetrics', `hm-${sarah.uid}`), { clientId: w.john.uid })],
    ['maya deletes sarah\'s reading', false, () => deleteDoc(doc(maya.db, 'healthMetrics', `hm-${sarah.uid}`))],
  ];
  const wrong = await check(rows);
  for (const [path, readers] of [[`healthMetrics/hm-${sarah.uid}`, ['maya', 'sarah']], [`healthMetrics/hm-maya-${sarah.uid}`, ['maya', 'sarah']]]) {
    for (const [name, u] of Object.entries({ maya, leo, sarah, sam, stranger })) {
      const got = await outcome(getDoc(doc(u.db, path)));
      if ((got === 'ok') !== readers.includes(name)) wrong.push(`${name} reads ${path}: ${got}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('every role against every collection the rules or the backend name', async () => {
  // The collections: every `match /name/{` in firestore.rules and every name in
  // shared/kernel/collection_names.py, so a collection added to either cannot go untried.
  const { readFileSync } = await import('node:fs');
  const root = new URL('../../', import.meta.url);
  const inRules = [...readFileSync(new URL('firestore.rules', root), 'utf8').matchAll(/match \/(\w+)\/\{/g)].map((m) => m[1]);
  const named = [...readFileSync(new URL('shared/kernel/collection_names.py', root), 'utf8').matchAll(/^[A-Z_]+ = "(\w+)"/gm)].map((m) => m[1]);
  const collections = new Set([...inRules, ...named].filter((c) => c !== 'databases'));

  const { maya, leo, sarah, sam, stranger, chats } = w;
  const roles = { maya, leo, sarah, sam, stranger, anon };
  // Documents made through the product's own paths (callables and the app's direct writes), with who may read them.
  const iso = (ms) => new Date(ms).toISOString();
  const note = await maya.call('saveSessionNote', { clientId: sarah.uid, date: iso(NOW), text: 'hip mobility drills' });
  const transcript = await maya.call('uploadTranscript', { clientId: sarah.uid, startedAt: iso(NOW), segments: [{ speaker: 'Coach', offsetSeconds: 0, text: 'how are the hips' }] });
  const circle = await maya.call('createCircle', { name: 'Hip mobility', clientId: sarah.uid });
  const metric = await maya.call('recordHealthMetric', { clientId: sarah.uid, type: 'weight', value: 70.1, unit: 'kg', recordedAt: iso(NOW) });
  const goal = await maya.call('setHealthGoal', { clientId: sarah.uid, metric: 'weight', target: 66, unit: 'kg' });
  const lab = await maya.call('recordLabResult', { clientId: sarah.uid, biomarker: 'Ferritin', value: 40, unit: 'ng/mL', panelDate: iso(NOW) });
  const chat = await maya.call('chatWithAI', { message: 'How are Sarah\'s hips?', clientId: sarah.uid });
  const readers = {
    trainers: [`trainers/${maya.uid}`, ['maya']],
    clients: [`clients/${sarah.uid}`, ['maya', 'sarah']],
    chats: [`chats/${chats.sarah}`, ['maya', 'sarah']],
    messages: [`chats/${chats.sarah}/messages/m1`, ['maya', 'sarah']],
    clientProfiles: [`clientProfiles/${sarah.uid}`, ['maya']],
    checkins: [`checkins/ci-${sarah.uid}`, ['maya', 'sarah']],
    sessionNotes: [`sessionNotes/${note.id}`, ['maya']],
    transcripts: [`transcripts/${transcript.transcriptId}`, ['maya']],
    circles: [`circles/${circle.circleId}`, ['maya']],
    healthMetrics: [`healthMetrics/${metric.id}`, ['maya', 'sarah']],
    healthGoals: [`healthGoals/${goal.id}`, ['maya', 'sarah']],
    labResults: [`labResults/${lab.id}`, ['maya', 'sarah']],
    aiConversations: [`aiConversations/${chat.conversationId}`, []],
    turns: [`aiConversations/${chat.conversationId}/turns/t0`, []],
    // Written by the backend for maya and sarah: the ids are the backend's, so each is tried at the id it uses
    // where that is known (keywordStats, insightPreferences: the trainer's uid) and otherwise at one that does not
    // exist — for these closed collections the rules decide without reading the document.
    keywordStats: [`keywordStats/${maya.uid}`, []],
    insightPreferences: [`insightPreferences/${maya.uid}`, []],
  };
  // Owner-gated collections no callable of this world writes a document to (insights come from generation,
  // notifications from the app's own backend flows, assignments carry the backend's ids): tests/test_rules.py
  // reads seeded documents of each by every role; here every role is only denied a document that is not there.
  const noDocumentHere = new Set(['insights', 'notifications', 'circleAssignments']);
  const wrong = [];
  let tried = 0;
  for (const c of collections) {
    const [path, who] = readers[c] ?? [`${c}/probe-${maya.uid}`, []];
    if (!readers[c] && !noDocumentHere.has(c)) {
      // A closed collection: no rule may let anyone read it (matched `if false`, or not matched at all).
      assert.ok(!inRules.includes(c) || /allow read, write: if false/.test(readFileSync(new URL('firestore.rules', root), 'utf8').split(`match /${c}/`)[1].split('\n')[0]), `${c} has an open rule but no document tried here`);
    }
    for (const [name, u] of Object.entries(roles)) {
      const got = await outcome(getDoc(doc(u.db, path)));
      tried += 1;
      if ((got === 'ok') !== who.includes(name)) wrong.push(`${name} reads ${path}: ${got}`);
      // Every role tries to write there too, a new document claiming maya's and sarah's ownership: never allowed
      // (the app's direct writes — chats, messages, a client's readings — need fields this one does not have).
      const target = path.split('/').slice(0, -1).join('/') + `/w-${name}-${c}`;
      const put = await outcome(setDoc(doc(u.db, target), { trainerId: maya.uid, clientId: sarah.uid, recipientId: maya.uid, text: 'x' }));
      tried += 1;
      if (put === 'ok') wrong.push(`${name} writes ${target}`);
    }
  }
  console.log(`rules: ${collections.size} collections x ${Object.keys(roles).length} roles, ${tried} reads and writes tried, ${wrong.length} wrong`);
  assert.deepEqual(wrong, []);
});
