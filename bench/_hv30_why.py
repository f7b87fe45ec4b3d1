import bench  # noqa
import sys
from bench.answers_why import *  # noqa
from bench.answers_why import explain
from bench.answers.inprocess import InProcessAsker
from bench.answers.questions import load_dataset, load_questions
from shared.usecases import never_said

CUR=[None]
orig = never_said.first_never_said
def traced(ev, checks=never_said.CHECKS):
    print("  ASKED", repr(ev.asked), "UNSAID", list(ev.unsaid), "thr", ev.threshold)
    for c in checks:
        if c.reads_store: continue
        try: r = c.read(ev)
        except Exception as e: r = f"ERR {e}"
        if r: print("   CHECK", c.name, "->", r)
    for c in sorted(ev.candidates, key=lambda c: -c.relevance)[:12]:
        print(f"   C {c.relevance:.3f} {c.metadata.get('sourceType')} {str(c.metadata.get('text',''))[:300]!r}")
    import pickle
    names=[getattr(r,'display_name','') for r in ev.roster]
    try:
        pickle.dump((ev.asked, list(ev.unsaid), ev.threshold, list(ev.candidates), names), open(f"/tmp/hv30/{CUR[0]}.pkl","wb"))
    except Exception as e: print("PICKLE", e)
    return orig(ev, checks)
never_said.first_never_said = traced
import shared.usecases.search as S
if hasattr(S, 'first_never_said'): S.first_never_said = traced
ds, qpath, ids = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
qs = {q.id: q for q in load_questions(Path(qpath))}
with InProcessAsker(ds, load_dataset(ds)) as asker:
    for i in ids:
        q = qs[i]
        assert q.split == "dev"
        CUR[0]=i
        explain(asker, q)
