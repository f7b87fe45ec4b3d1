import pickle, sys, glob
from shared.usecases import never_said
from shared.domain import event_values, event_measures, values_around, taken_amounts, word_evidence
for f in sorted(glob.glob("/tmp/hv30/*.pkl")):
    if len(sys.argv) > 1 and not any(a in f for a in sys.argv[1:]): continue
    asked, unsaid, thr, cands, names = pickle.load(open(f, "rb"))
    low = {w.lower() for n in names for w in n.split()}
    known = lambda w: w.lower() in low or w.lower() in {"cal","tanya","ellie","brian","aaron","derek","pri","bex","tayo","mick","priya"}
    out = []
    for fn, name in [(word_evidence.unheld_value, "value"), (event_measures.unmeasured_at_event, "measure"),
                     (event_values.unvalued_at_event, "event_value"), (values_around.unvalued_around_event, "around"),
                     (taken_amounts.untaken_amount, "taken")]:
        r = fn(asked, cands, thr, known)
        if r: out.append(f"{name}={r!r}")
    print(f.split('/')[-1], repr(asked), out)
