"""Deploy-time parameters of the entry points: region, secrets, warm instances.

Firebase resolves these when it deploys (`firebase deploy` reads them from the
manifest that `main.py` produces), so they are declared here, next to the
entry points, and never read from `shared/`:

- `OPENAI_API_KEY`, `PINECONE_API_KEY`: Secret Manager secrets
  (`firebase functions:secrets:set NAME`). Cloud Functions hands each one to
  the function as an environment variable of the same name, which
  `shared.kernel.config.Settings` reads into a `SecretStr`. Never in code, `.env`
  files or logs.
- `HOT_MIN_INSTANCES`: warm instances for the latency-critical callables
  (semanticSearch, chatWithAI). Defaults to 0 (min instances cost money even
  when idle); production sets it in `functions/.env.<project>`.

Non-secret backend choices (EMBEDDER, VECTOR_STORE, GENERATOR, PINECONE_INDEX,
...) are plain environment variables from `functions/.env` /
`functions/.env.<project>`; see `functions/.env.example` and docs/DEPLOY.md.
"""

from __future__ import annotations

import os

from firebase_functions import params

REGION = "us-central1"

OPENAI_API_KEY = params.SecretParam(
    "OPENAI_API_KEY", label="OpenAI API key", description="Used when EMBEDDER or GENERATOR is openai."
)
PINECONE_API_KEY = params.SecretParam(
    "PINECONE_API_KEY", label="Pinecone API key", description="Used when VECTOR_STORE is pinecone."
)
BACKEND_SECRETS = (OPENAI_API_KEY, PINECONE_API_KEY)

# Names, not SecretParam objects, for `options.set_global_options(secrets=...)`:
# firebase-functions 0.6.0 writes global SecretParams into the manifest as the
# literal key "{{ params.OPENAI_API_KEY }}", which deploy would reject. The
# SecretParam objects above still declare the params, so `firebase deploy`
# asks for a missing secret. Every function gets both: each one may reach the
# embedder, the vector store or the generator through `get_backends()`.
BACKEND_SECRET_NAMES = [secret.name for secret in BACKEND_SECRETS]

HOT_MIN_INSTANCES = params.IntParam(
    "HOT_MIN_INSTANCES",
    default=0,
    description="Warm instances for semanticSearch and chatWithAI (0 locally; 1 in production).",
)


def app_check_enforced(environ: "os._Environ[str] | dict[str, str] | None" = None) -> bool:
    """Whether every callable requires a valid App Check token (docs/DEPLOY.md, "App Check").

    On when `ENFORCE_APP_CHECK` is true (production's `.env.<project>`, see
    functions/.env.example); always off in the Firebase emulators
    (`FUNCTIONS_EMULATOR=true`), where no app attests itself. Read when main.py
    is imported: the Python SDK takes `enforce_app_check` as a plain bool
    (it is not part of the deploy manifest), and Cloud Functions sets the
    dotenv values before the import.
    """
    env = os.environ if environ is None else environ
    if env.get("FUNCTIONS_EMULATOR", "").lower() == "true":
        return False
    return env.get("ENFORCE_APP_CHECK", "").strip().lower() in ("1", "true", "yes", "on")
