// Revocation as the app sees it (functions/auth_status.py): the official Firebase JS SDK keeps
// sending the ID token it holds (it refreshes only near `exp`), while the real Admin SDK revokes,
// disables and deletes accounts on the Auth emulator. The suite's functions run with
// AUTH_RECHECK_S (tests/test_client_suite.py), so past that bound each account's next call is
// UNAUTHENTICATED with the reason, and an untouched trainer goes on as before.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { user, closeAll, PROJECT } from './world.mjs';

const RECHECK_S = Number(process.env.CLIENT_SUITE_AUTH_RECHECK_S);
const PYTHON = fileURLToPath(new URL('../../functions/venv/bin/python', import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

after(closeAll);

/** Account changes through the Python Admin SDK, as the backend or the console would make them. */
function admin(...actions) {
  const script = `
import os, sys, firebase_admin
from firebase_admin import auth
firebase_admin.initialize_app(options={"projectId": os.environ["GOOGLE_CLOUD_PROJECT"]})
for action, uid in zip(sys.argv[1::2], sys.argv[2::2]):
    {"revoke": auth.revoke_refresh_tokens, "disable": lambda u: auth.update_user(u, disabled=True),
     "delete": auth.delete_user}[action](uid)
`;
  execFileSync(PYTHON, ['-c', script, ...actions.flat()], {
    env: { ...process.env, GOOGLE_CLOUD_PROJECT: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${process.env.CLIENT_SUITE_AUTH_PORT}` },
  });
}

const failure = (promise) => promise.then(() => null, (err) => err);

test('revocation: revoked, disabled and deleted trainers are unauthenticated past the bound, others are not', async () => {
  assert.ok(RECHECK_S > 0, 'CLIENT_SUITE_AUTH_RECHECK_S is not set');
  const [kept, revoked, disabled, deleted] = await Promise.all(
    ['kept', 'revoked', 'disabled', 'deleted'].map((l) => user(`rv-${l}`)),
  );
  const everyone = [kept, revoked, disabled, deleted];
  for (const u of everyone) {
    await u.call('registerTrainer', { displayName: `Coach ${u.label}` });
    assert.ok(Array.isArray((await u.call('semanticSearch', { query: 'knee pain' })).results));
  }
  await sleep(1100); // the tokens' iat falls in an earlier second than the revocation's validSince
  admin(['revoke', revoked.uid], ['disable', disabled.uid], ['delete', deleted.uid]);
  await sleep((RECHECK_S + 1) * 1000);

  for (const [u, reason, words] of [[revoked, 'revoked', /sign in again/], [disabled, 'disabled', /disabled/],
    [deleted, 'deleted', /no longer exists/]]) {
    const err = await failure(u.call('semanticSearch', { query: 'knee pain' }));
    assert.equal(err?.code, 'functions/unauthenticated', `${u.label}: ${err}`);
    assert.match(err.message, words);
    assert.deepEqual(err.details, { reason });
    // chatWithAI speaks the protocol itself (functions/streaming.py): call() and stream() alike.
    const chat = await failure(u.call('chatWithAI', { message: 'how is my client?' }));
    assert.equal(chat?.code, 'functions/unauthenticated', `${u.label} chat: ${chat}`);
    const { data } = await u.callable('chatWithAI').stream({ message: 'how is my client?' });
    const streamed = await failure(data);
    assert.equal(streamed?.code, 'functions/unauthenticated', `${u.label} stream: ${streamed}`);
  }
  assert.ok(Array.isArray((await kept.call('semanticSearch', { query: 'knee pain' })).results));
  assert.equal(typeof (await kept.call('chatWithAI', { message: 'how is my client?' })).response, 'string');

  // A revoked trainer who signs in again has a new session: its token is issued after the revocation.
  await signInWithEmailAndPassword(revoked.auth, revoked.auth.currentUser.email, 'password-123');
  assert.ok(Array.isArray((await revoked.call('semanticSearch', { query: 'knee pain' })).results));
});
