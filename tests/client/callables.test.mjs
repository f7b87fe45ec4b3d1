// Every callable, called as the app calls it (the official Firebase JS SDK, the
// same protocol as the iOS SDK; docs/API.md shows the Swift for each), on data
// seeded in the app's own schema. chatWithAI is also consumed through
// `.stream()`. tests/test_client_suite.py checks that every callable declared in
// functions/main.py is named in this file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { user, closeAll, outcome, seedWorld, post, eventually, DAY } from './world.mjs';

let w;
const now = Date.now();
const KNEE_AT = now - 3 * DAY; // epoch milliseconds, as the app writes `timestamp`
const DIET_AT = now - 40 * DAY;
let conversationId;

before(async () => {
  w = await seedWorld();
  await post(w.sarah, w.chats.sarah, 'knee', 'my knee hurts after squats, sharp pain on the stairs', KNEE_AT);
  await post(w.sarah, w.chats.sarah, 'diet', 'I went vegetarian last month, no meat at all', DIET_AT);
  await post(w.maya, w.chats.sarah, 'reply', 'ice the knee and skip lunges this week', KNEE_AT + 60_000);
  await post(w.john, w.chats.john, 'shoulder', 'my shoulder clicks on overhead press', now - 2 * DAY);
  await post(w.sam, w.chats.sam, 'sam-knee', 'my knee hurts after squats too', KNEE_AT);
});
after(closeAll);

const search = (u, data) => u.call('semanticSearch', { userId: u.uid, limit: 10, ...data });

test('semanticSearch: the seed\'s request, epoch-ms timestamps, dates from the app\'s schema', async () => {
  const found = await eventually(async () => {
    const { results } = await search(w.maya, { query: 'knee pain after squats' });
    return results.find((r) => r.messageId === 'knee');
  });
  assert.equal(found.timestamp, KNEE_AT);
  assert.equal(typeof found.timestamp, 'number');
  assert.equal(found.timestampIso, new Date(KNEE_AT).toISOString().replace('.000Z', 'Z').replace(/\.(\d{3})Z$/, '.$1000Z'));
  assert.equal(found.senderName, 'Sarah Kim'); // from her profile: the app's messages carry no name
  assert.equal(found.clientId, w.sarah.uid); // the chat names its client only in `participants`
  // Dates filter: only the last week.
  const recent = await search(w.maya, { query: 'vegetarian diet no meat', since: new Date(now - 7 * DAY).toISOString() });
  assert.ok(!recent.results.some((r) => r.messageId === 'diet'));
  const older = await eventually(async () => (await search(w.maya, { query: 'vegetarian diet no meat', until: new Date(now - 30 * DAY).toISOString() })).results.find((r) => r.messageId === 'diet'));
  assert.equal(older.timestamp, DIET_AT);
  // userId other than the caller: never honoured.
  assert.equal(await outcome(w.maya.call('semanticSearch', { query: 'knee', userId: w.leo.uid })), 'functions/permission-denied');
  const anon = await user('anon-search', { signIn: false });
  assert.equal(await outcome(anon.call('semanticSearch', { query: 'knee' })), 'functions/unauthenticated');
  assert.equal(await outcome(search(w.maya, { query: ' ' })), 'functions/invalid-argument');
  // Isolation: Leo finds Sam's message, never Sarah's.
  // (Wait for Sam's message itself: an empty list is truthy, and under load it may not be indexed yet.)
  const leos = await eventually(async () => {
    const { results } = await search(w.leo, { query: 'knee hurts after squats' });
    return results.some((r) => r.messageId === 'sam-knee') ? results : null;
  });
  assert.ok(leos.length > 0 && leos.every((r) => r.chatId === w.chats.sam));
});

test('chatWithAI: call() cites the message with its date; stream() yields tokens then the result', async () => {
  const question = { message: 'What did Sarah say about her knee?' };
  const answer = await w.maya.call('chatWithAI', question);
  const cited = answer.sources.find((s) => s.messageId === 'knee');
  assert.ok(cited, JSON.stringify(answer));
  const day = new Date(KNEE_AT).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  assert.ok(cited.label.includes(day), `${cited.label} should carry ${day}`);
  assert.equal(answer.hasContext, true);
  conversationId = answer.conversationId;

  const { stream, data } = await w.maya.callable('chatWithAI').stream({ ...question, conversationId });
  const tokens = [];
  for await (const chunk of stream) tokens.push(chunk.token);
  const result = await data;
  assert.ok(tokens.length > 1);
  assert.equal(result.conversationId, conversationId);
  assert.ok(result.sources.some((s) => s.messageId === 'knee'));
  // Another trainer continuing this conversation: the stream ends in the error, and so does `data`.
  const { stream: denied, data: deniedData } = await w.leo.callable('chatWithAI').stream({ ...question, conversationId });
  const [streamed, final] = await Promise.all([
    outcome((async () => { for await (const _ of denied); })()),
    outcome(deniedData),
  ]);
  assert.deepEqual([streamed, final], ['functions/not-found', 'functions/not-found']);
});

test('conversations: listConversations, getConversation, deleteConversation', async () => {
  const { conversations, nextPageToken } = await w.maya.call('listConversations', { limit: 5 });
  assert.equal(conversations[0].conversationId, conversationId);
  assert.equal(nextPageToken, null);
  const convo = await w.maya.call('getConversation', { conversationId, limit: 10 });
  assert.deepEqual(convo.turns.map((t) => t.role), ['assistant', 'user', 'assistant', 'user']);
  assert.equal(await outcome(w.leo.call('getConversation', { conversationId })), 'functions/not-found');
  assert.equal(await outcome(w.leo.call('deleteConversation', { conversationId })), 'functions/not-found');
  assert.equal((await w.leo.call('listConversations', {})).conversations.length, 0);
  assert.deepEqual(await w.maya.call('deleteConversation', { conversationId }), { conversationId, turnsDeleted: 4 });
  assert.equal(await outcome(w.maya.call('getConversation', { conversationId })), 'functions/not-found');
});

test('profiles, session notes and check-ins written by the app are found by chatWithAI', async () => {
  const { maya, sarah, leo } = w;
  assert.deepEqual(await maya.call('saveClientProfile', { clientId: sarah.uid, age: 34, goal: 'run a half marathon in April', injuries: ['left ankle sprain'] }), { id: sarah.uid, created: true });
  const note = await maya.call('saveSessionNote', { clientId: sarah.uid, date: new Date(now - DAY).toISOString(), text: 'Sarah\'s left ankle was stiff during walking lunges; swapped to split squats.' });
  const checkin = await sarah.call('submitCheckin', { stress: 8, sleepHours: 5, comment: 'slept badly, deadlines at work' });
  assert.equal(await outcome(leo.call('saveSessionNote', { clientId: sarah.uid, date: new Date().toISOString(), text: 'x' })), 'functions/not-found');
  assert.equal(await outcome(maya.call('submitCheckin', { stress: 2 })), 'functions/permission-denied');
  // Indexed by the same triggers as any write (embedSessionNote, embedCheckin, embedClientProfile).
  await eventually(async () => (await search(maya, { query: 'ankle stiff during lunges', sourceTypes: ['session_note'] })).results.some((r) => r.messageId === note.id));
  await eventually(async () => (await search(maya, { query: 'slept badly', sourceTypes: ['checkin'] })).results.some((r) => r.messageId === checkin.id));
  const answer = await maya.call('chatWithAI', { message: 'How was Sarah\'s ankle during lunges?', clientId: sarah.uid });
  assert.ok(answer.sources.some((s) => s.sourceType === 'session_note' && s.messageId === note.id), JSON.stringify(answer.sources));
  assert.deepEqual(await maya.call('deleteSessionNote', { noteId: note.id }), { id: note.id, deleted: true });
  assert.deepEqual(await maya.call('deleteClientProfile', { clientId: sarah.uid }), { id: sarah.uid, deleted: true });
});

test('health data and insight preferences: recordHealthMetric, setHealthGoal, recordLabResult, setInsightPreferences', async () => {
  const { maya, sarah, leo } = w;
  const metric = await maya.call('recordHealthMetric', { clientId: sarah.uid, type: 'weight', value: 68.4, unit: 'kg', recordedAt: new Date(now - DAY).toISOString() });
  assert.ok(metric.id);
  const goal = await maya.call('setHealthGoal', { clientId: sarah.uid, metric: 'weight', target: 65, unit: 'kg', deadline: new Date(now + 90 * DAY).toISOString() });
  assert.ok(goal.id);
  const lab = await maya.call('recordLabResult', { clientId: sarah.uid, biomarker: 'Vitamin D', value: 18, unit: 'ng/mL', referenceLow: 30, referenceHigh: 100, status: 'low', panelDate: new Date(now - 5 * DAY).toISOString() });
  assert.ok(lab.id);
  // Not Leo's client: the same answer as a client that does not exist.
  assert.equal(await outcome(leo.call('recordHealthMetric', { clientId: sarah.uid, type: 'weight', value: 70, unit: 'kg', recordedAt: new Date(now - DAY).toISOString() })), 'functions/not-found');
  assert.equal(await outcome(maya.call('recordHealthMetric', { clientId: sarah.uid, type: 'weight', value: 'heavy', unit: 'kg', recordedAt: new Date().toISOString() })), 'functions/invalid-argument');
  const prefs = await maya.call('setInsightPreferences', { autoSendStressFollowUp: true });
  assert.equal(prefs.autoSendStressFollowUp, true);
  assert.equal(await outcome(maya.call('setInsightPreferences', { autoSendStressFollowUp: 'yes' })), 'functions/invalid-argument');
});

test('uploadTranscript, generateClientInsights, reviewInsight, backfillEmbeddings, reconcileMyIndex', async () => {
  const { maya, sarah } = w;
  const upload = await maya.call('uploadTranscript', {
    clientId: sarah.uid, startedAt: new Date(now - 2 * DAY).toISOString(), title: 'Tuesday session',
    segments: [{ speaker: 'Coach', offsetSeconds: 0, text: 'How is the knee today?' },
      { speaker: 'Sarah', offsetSeconds: 5, text: 'Better, but stairs still hurt a bit.' }],
  });
  assert.ok(upload.transcriptId && upload.segmentCount >= 1);
  const insights = await maya.call('generateClientInsights', { clientId: sarah.uid });
  assert.equal(insights.clientId, sarah.uid);
  assert.ok(Array.isArray(insights.insights));
  const pending = insights.insights.find((i) => i.status === 'pending');
  if (pending) {
    assert.equal((await maya.call('reviewInsight', { insightId: pending.id, decision: 'reject' })).status, 'rejected');
  }
  assert.equal(await outcome(maya.call('reviewInsight', { insightId: 'no-such-insight', decision: 'approve' })), 'functions/not-found');
  const backfill = await maya.call('backfillEmbeddings', { batchSize: 50 });
  assert.equal(typeof backfill.done, 'boolean');
  // The index equals Firestore: a full reconciliation of Maya's index finds nothing to add or re-embed.
  const reconciled = await maya.call('reconcileMyIndex', { restart: true });
  assert.equal(reconciled.done, true);
  assert.deepEqual([reconciled.kinds.message.added, reconciled.kinds.message.reembedded], [0, 0], JSON.stringify(reconciled));
});

test('circles: createCircle, assignToCircle, chatWithAI cites the circle, listCircles, getCircle, updateCircle, unassignFromCircle, deleteCircle', async () => {
  const { maya, leo, sarah, chats } = w;
  await eventually(async () => (await search(maya, { query: 'knee pain after squats' })).results.some((r) => r.messageId === 'knee'));
  const circle = await maya.call('createCircle', { name: 'Knee rehab', description: 'knee pain, squats, stairs', clientId: sarah.uid });
  assert.equal(circle.name, 'Knee rehab');
  assert.equal(circle.clientId, sarah.uid);
  const assigned = await maya.call('assignToCircle', { circleId: circle.circleId, records: [{ messageId: 'knee', chatId: chats.sarah }] });
  assert.equal(assigned.assigned, 1);
  // Sam's message is Leo's record, not Maya's; Leo cannot touch Maya's circle.
  assert.equal(await outcome(maya.call('assignToCircle', { circleId: circle.circleId, records: [{ messageId: 'sam-knee', chatId: chats.sam }] })), 'functions/not-found');
  assert.equal(await outcome(leo.call('getCircle', { circleId: circle.circleId })), 'functions/not-found');
  assert.equal(await outcome(maya.call('createCircle', { name: ' ' })), 'functions/invalid-argument');
  // The suite's emulators read circles fresh (CIRCLES_CACHE_TTL_S=0, tests/test_client_suite.py).
  const answer = await maya.call('chatWithAI', { message: 'What did Sarah say about her knee?' });
  const cited = answer.sources.find((s) => s.messageId === 'knee');
  assert.ok(cited && cited.circleName === 'Knee rehab' && cited.label.includes('(circle: Knee rehab)'), JSON.stringify(answer.sources));
  assert.deepEqual(answer.circles, [{ circleId: circle.circleId, name: 'Knee rehab' }]);
  const { stream, data } = await maya.callable('chatWithAI').stream({ message: 'What did Sarah say about her knee?' });
  for await (const _ of stream);
  assert.deepEqual((await data).circles, [{ circleId: circle.circleId, name: 'Knee rehab' }]);
  assert.deepEqual((await maya.call('listCircles', {})).circles.map((c) => c.circleId), [circle.circleId]);
  assert.equal((await leo.call('listCircles', {})).circles.length, 0);
  const detail = await maya.call('getCircle', { circleId: circle.circleId });
  assert.deepEqual(detail.records.filter((r) => r.source === 'manual').map((r) => r.messageId), ['knee']);
  assert.equal((await maya.call('updateCircle', { circleId: circle.circleId, name: 'Knee' })).name, 'Knee');
  assert.equal((await maya.call('unassignFromCircle', { circleId: circle.circleId, records: [{ messageId: 'knee', chatId: chats.sarah }] })).unassigned, 1);
  assert.equal((await maya.call('deleteCircle', { circleId: circle.circleId })).deleted, true);
  assert.equal(await outcome(maya.call('getCircle', { circleId: circle.circleId })), 'functions/not-found');
});

test('roles: registerTrainer and saveClient never make one uid both', async () => {
  assert.equal(await outcome(w.sarah.call('registerTrainer', { displayName: 'Sarah' })), 'functions/failed-precondition');
  assert.equal(await outcome(w.stranger.call('saveClient', { displayName: 'X' })), 'functions/permission-denied');
  assert.equal(await outcome(w.maya.call('saveClient', { clientId: w.sam.uid, displayName: 'Sam' })), 'functions/already-exists');
  const made = await w.maya.call('saveClient', { displayName: 'Walk-in client' });
  assert.equal(made.created, true);
});

test('deleteClient and deleteTrainerAccount', async () => {
  assert.ok((await w.maya.call('deleteClient', { clientId: w.john.uid })).vectorsDeleted >= 1);
  const after = await search(w.maya, { query: 'shoulder clicks on overhead press' });
  assert.ok(!after.results.some((r) => r.chatId === w.chats.john));
  const leaving = await user('leaving');
  await leaving.call('registerTrainer', { displayName: 'Coach Leaving' });
  await leaving.call('deleteTrainerAccount', { confirm: true });
  assert.equal(await outcome(leaving.call('deleteTrainerAccount', {})), 'functions/invalid-argument');
});
