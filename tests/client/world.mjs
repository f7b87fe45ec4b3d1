// A world seeded the way the app builds it, through the official Firebase JS SDK
// against the emulators started by tests/test_client_suite.py:
// users sign up on the Auth emulator; trainers and clients are made by the
// backend's callables (registerTrainer, saveClient: the app cannot create those
// records); chats and messages are written directly, under firestore.rules, in
// the app's own schema (`participants`, `isGroupChat`, `timestamp` in epoch ms,
// no `senderName`).
import { initializeApp, deleteApp } from 'firebase/app';
import { getAuth, connectAuthEmulator, createUserWithEmailAndPassword } from 'firebase/auth';
import { getFirestore, connectFirestoreEmulator, doc, setDoc, setLogLevel } from 'firebase/firestore';
import { getFunctions, connectFunctionsEmulator, httpsCallable } from 'firebase/functions';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this suite through tests/test_client_suite.py`);
  return value;
};

export const PROJECT = env('CLIENT_SUITE_PROJECT');
const PORTS = {
  functions: Number(env('CLIENT_SUITE_FUNCTIONS_PORT')),
  firestore: Number(env('CLIENT_SUITE_FIRESTORE_PORT')),
  auth: Number(env('CLIENT_SUITE_AUTH_PORT')),
};
// The rules suite is denied on purpose dozens of times; the SDK would log each one.
setLogLevel('silent');
const RUN = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const apps = [];

/** One signed-in app user (or a signed-out one with `email` null): its own FirebaseApp instance. */
export async function user(label, { signIn = true } = {}) {
  // Any string works as the API key against the emulators.
  const app = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key', appId: '1:1:web:1' }, `${label}-${RUN}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${PORTS.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', PORTS.firestore);
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, '127.0.0.1', PORTS.functions);
  let uid = null;
  if (signIn) {
    const cred = await createUserWithEmailAndPassword(auth, `${label}-${RUN}@example.com`, 'password-123');
    uid = cred.user.uid;
  }
  const call = async (name, data) => (await httpsCallable(functions, name, { timeout: 120_000 })(data)).data;
  return { label, app, auth, db, functions, uid, call, callable: (name) => httpsCallable(functions, name, { timeout: 120_000 }) };
}

export async function closeAll() {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/** The error code a rejected promise carries (`permission-denied`, `functions/not-found`, ...), or 'ok'. */
export async function outcome(promise) {
  try {
    await promise;
    return 'ok';
  } catch (err) {
    return err.code ?? String(err);
  }
}

export const DAY = 24 * 3600 * 1000;

/**
 * Two trainers, three clients with accounts, a stranger with an account and no
 * record, and a one-to-one chat per client in the app's schema.
 */
export async function seedWorld() {
  const [maya, leo, sarah, john, sam, stranger] = await Promise.all(
    ['maya', 'leo', 'sarah', 'john', 'sam', 'stranger'].map((l) => user(l)),
  );
  await maya.call('registerTrainer', { displayName: 'Coach Maya' });
  await leo.call('registerTrainer', { displayName: 'Coach Leo' });
  await maya.call('saveClient', { clientId: sarah.uid, displayName: 'Sarah Kim' });
  await maya.call('saveClient', { clientId: john.uid, displayName: 'John Reyes' });
  await leo.call('saveClient', { clientId: sam.uid, displayName: 'Sam Ortiz' });
  const chats = {
    sarah: `chat-${sarah.uid}`,
    john: `chat-${john.uid}`,
    sam: `chat-${sam.uid}`,
  };
  await setDoc(doc(maya.db, 'chats', chats.sarah), { trainerId: maya.uid, participants: [maya.uid, sarah.uid], isGroupChat: false });
  await setDoc(doc(maya.db, 'chats', chats.john), { trainerId: maya.uid, participants: [maya.uid, john.uid], isGroupChat: false });
  await setDoc(doc(leo.db, 'chats', chats.sam), { trainerId: leo.uid, participants: [leo.uid, sam.uid], isGroupChat: false });
  return { maya, leo, sarah, john, sam, stranger, chats };
}

/** A message as the app writes it: epoch-ms `timestamp`, no `senderName`. */
export async function post(sender, chatId, id, text, timestamp) {
  await setDoc(doc(sender.db, 'chats', chatId, 'messages', id), { senderId: sender.uid, text, timestamp });
}

/** Poll `probe` until it returns something truthy (the triggers index asynchronously). */
export async function eventually(probe, { timeoutMs = 120_000, everyMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await probe();
    if (last) return last;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting; last value: ${JSON.stringify(last)}`);
}
