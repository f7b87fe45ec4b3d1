"""An operation asked of one client (shared/domain/operations_had.py, shared/usecases/operations_had.py):
a yes/no by the broader word the records answer "no" by a medicine given instead, an operation asked by a
word naming only one that the history never says, and a condition's operation no record says."""

from types import SimpleNamespace

from shared.domain import operations_had
from shared.ports.vectorstore import QueryFilter
from shared.usecases import never_said
from shared.usecases import operations_had as lookup

NAMES = {"tanya", "ellie", "poppy", "aaron", "brian", "cal", "chase", "tayo"}


def is_name(word):
    return word in NAMES


def test_the_operation_word_and_its_thing_before_or_after_on_or_for():
    assert operations_had.asked_operation("brian's hernia op", is_name) == operations_had.Asked("op", "hernia")
    assert operations_had.asked_operation("did tanya have an op on her shoulder", is_name).thing == "shoulder"
    assert operations_had.asked_operation("did ellie need surgery for the flare", is_name).thing == "flare"
    assert operations_had.asked_operation("when's her op", is_name) == operations_had.Asked("op", "")
    assert operations_had.asked_operation("how's her knee", is_name) is None


def test_a_yes_no_op_is_answered_by_a_medicine_given_for_the_thing():
    # operations_had.answered, never_said's "thing" reading (the treatment reading has no entry point of its own
    # since h-review56): the records tell no operation by its own name, a medicine given instead answers.
    tanya = [{"text": "steroid injection in my right shoulder at the gp today. no darts for 2 weeks"}]
    assert operations_had.answered("did tanya have an op on her shoulder", tanya, is_name)
    assert not operations_had.told_by_its_own_name("did tanya have an op on her shoulder", tanya, is_name)
    ellie = [{"text": "Ellie: flare 4 March (CRP 48), infliximab every 6 weeks from March, iron infusion 7 April."}]
    assert operations_had.answered("did ellie need surgery for the flare", ellie, is_name)
    assert not operations_had.told_by_its_own_name("did ellie need surgery for the flare", ellie, is_name)
    # Not a question of yes or no, nor a record naming another thing.
    assert not operations_had.answered("tanya's shoulder op", tanya, is_name)
    assert not operations_had.answered("did tanya have an op on her knee", tanya, is_name)


def test_scans_rest_physio_and_supports_answer_nothing_about_an_operation():
    poppy = [{"text": "X-ray then MRI at Huddersfield Royal: stress reaction, 'gymnast's wrist'. Nothing on her "
                      "left hand for 6 weeks"},
             {"text": "wrist pain free!!! physio says handstands from monday"}]
    assert not operations_had.answered("did poppy need an op on the wrist", poppy, is_name)
    aaron = [{"text": "x-ray says a small fracture at the base of his finger. Buddy strapping for 3 weeks"}]
    assert not operations_had.answered("did aaron have surgery on the finger", aaron, is_name)


def test_a_word_naming_only_an_operation_unsaid_is_named():
    assert operations_had.unsaid_operation_name("did cal have his collarbone pinned", ["pinned"]) == "pinned"
    assert operations_had.unsaid_operation_name("did ellie have a bowel resection", ["bowel", "resection"]) == "resection"
    assert operations_had.unsaid_operation_name("derek's fasciotomy", ["fasciotomy"]) == "fasciotomy"
    # Said, or a word with an everyday sense: not read.
    assert operations_had.unsaid_operation_name("did cal have his collarbone pinned", []) == ""
    assert operations_had.unsaid_operation_name("was his bike fixed", ["fixed"]) == ""


def test_a_conditions_operation_no_record_says_beside_it_is_named():
    brian = [{"text": "bloods: b12 420. stoma nurse measured me, no hernia"},
             {"text": "Worried about a hernia round the stoma."},
             {"text": "Brian's first 10k since the op."}]
    assert operations_had.unheld_operation("brian's hernia op", brian, is_name) == "hernia op"
    held = [*brian, {"text": "hernia op booked for june"}]
    assert operations_had.unheld_operation("brian's hernia op", held, is_name) == ""
    assert operations_had.unheld_operation("brian's hernia op", [{"text": "had the hernia repair in may"}], is_name) == ""
    # "no op" beside it denies it.
    assert operations_had.unheld_operation("brian's hernia op", [{"text": "hernia small, no op"}], is_name) == "hernia op"
    # A yes/no question ("no hernia" answers it), and a part of the body (said by a part within it:
    # "screw in the scaphoid" for "wrist bone op"), are not read.
    assert operations_had.unheld_operation("did brian have a hernia op", brian, is_name) == ""
    chase = [{"text": "op done yesterday, screw in the scaphoid"}]
    assert operations_had.unheld_operation("chase's wrist bone op", chase, is_name) == ""


class _Store:
    def __init__(self, texts):
        self.texts, self.asked = texts, []

    def keyword_query(self, trainer_id, text, top_k, query_filter=None):
        self.asked.append((text, query_filter))
        return [SimpleNamespace(id=str(i), score=1.0, metadata={"text": t}) for i, t in enumerate(self.texts)]


def test_the_lookup_reads_the_clients_records_of_the_condition():
    store = _Store(["stoma nurse measured me, no hernia", "first 10k since the op"])
    backends = SimpleNamespace(store=store)
    scope = QueryFilter(client_id="brian")
    assert lookup.unheld(backends, "t", "brian's hernia op", [], QueryFilter(client_id="brian"), scope,
                         is_name) == "hernia op"
    assert store.asked == [("hernia", scope)]
    # Across the roster, or yes/no: not read, nothing looked up.
    assert lookup.unheld(backends, "t", "brian's hernia op", [], QueryFilter(), QueryFilter(), is_name) == ""
    assert lookup.unheld(backends, "t", "did brian have a hernia op", [], QueryFilter(client_id="brian"), scope,
                         is_name) == ""
    assert len(store.asked) == 1


def _evidence(asked, unsaid, texts):
    return SimpleNamespace(asked=asked, unsaid=unsaid, candidates=[SimpleNamespace(metadata={"text": t}) for t in texts],
                           query_filter=QueryFilter(client_id="c"), is_name=is_name)


def test_the_thing_check_answers_a_yes_no_op_a_medicine_answers_and_refuses_one_none_does():
    thing = next(c for c in never_said.CHECKS if c.name == "thing")
    assert thing.read(_evidence("did tanya have an op on her shoulder", ["op"],
                                ["steroid injection in my right shoulder"])) == ""
    assert thing.read(_evidence("did poppy need an op on the wrist", ["op"],
                                ["x-ray then MRI, nothing on her left hand for 6 weeks"])) == "op"


def test_an_operation_the_records_tell_by_its_own_name_answers_the_broader_word():
    names = {"wilhemina", "mortimer"}.__contains__
    note = [{"text": "Wilhelmina: kidney infection 27 February. Right trigger thumb released 21 May. Weight 70 kg."}]
    assert operations_had.told_by_its_own_name("wilhemina's thumb op", note, names)
    stone = [{"text": "Mortimer: Right kidney stone 7 mm (CT Wansbeck 19 November), lithotripsy 10 February."}]
    assert operations_had.told_by_its_own_name("did they operate on mortimer's stone", stone, names)
    assert operations_had.asked_operation("did they operate on mortimer's stone", names).thing == "stone"
    # A treatment answers only a yes-or-no question (`answered`); a denied operation, another thing's, none.
    assert not operations_had.told_by_its_own_name("tanya's shoulder op", [{"text": "steroid injection in my "
                                                                                    "right shoulder"}], is_name)
    assert not operations_had.told_by_its_own_name("did they operate on his stone",
                                                   [{"text": "kidney stone 7 mm, no lithotripsy needed"}], is_name)
    assert not operations_had.told_by_its_own_name("wilhemina's knee op", note, names)
    assert not operations_had.told_by_its_own_name("when's her op", note, names)  # no thing named


def test_the_thing_check_answers_an_op_the_records_name_and_refuses_one_they_do_not():
    thing = next(c for c in never_said.CHECKS if c.name == "thing")
    assert thing.read(_evidence("thumb op", ["op"], ["Right trigger thumb released 21 May."])) == ""
    assert thing.read(_evidence("thumb op", ["op"], ["trigger thumb, splint at night for six weeks"])) == "op"


def test_an_operation_asked_of_no_thing_is_read_with_the_threads_thing_after_its_word():
    assert operations_had.asks_of_no_thing("did they operate")
    assert operations_had.asks_of_no_thing("has he had the op yet")
    assert not operations_had.asks_of_no_thing("did they operate on his stone")
    assert not operations_had.asks_of_no_thing("did she have a scan")  # no operation asked
    assert operations_had.of_thing("did they operate", "billie thumb") == "did they operate on thumb"
    assert operations_had.of_thing("has he had the op yet", "hip") == "has he had the op on hip yet"
    asked = operations_had.of_thing("has he had the op yet", "hip")
    # Read so, the records telling the hip's operation by its own name answer it ("a new hip at yeovil").
    assert operations_had.told_by_its_own_name(asked, [{"text": "the xray shows arthritis in his right hip. a new "
                                                                "hip at yeovil on 9 september"}])
    assert not operations_had.told_by_its_own_name(asked, [{"text": "right hip grinding like a mill"}])


def test_the_thing_check_reads_the_operation_and_the_records_once_for_both_readings(monkeypatch):
    # never_said's "thing" asks operations_had.answered: a treatment given instead (a yes/no only) or the
    # operation told by its own name, the question's operation and the records' sentences read once (h-review55).
    # The answers as the two readings gave them when each had its own entry point (h-review56 checked them there).
    cases = [("did tanya have an op on her shoulder", ["steroid injection in my right shoulder. no darts"], True),
             ("tanya's shoulder op", ["steroid injection in my right shoulder"], False),
             ("wilhemina's thumb op", ["Right trigger thumb released 21 May. Weight 70 kg."], True),
             ("did they operate on his stone", ["kidney stone 7 mm, no lithotripsy needed"], False),
             ("when's her op", ["trigger thumb released"], False), ("how's her knee", ["knee op went well"], False)]
    for question, texts, answers in cases:
        assert operations_had.answered(question, [{"text": t} for t in texts], is_name) == answers, question
    asked, read = [], []
    monkeypatch.setattr(operations_had, "asked_operation",
                        lambda q, n, f=operations_had.asked_operation: asked.append(q) or f(q, n))
    monkeypatch.setattr(operations_had, "_text", lambda r, f=operations_had._text: read.append(r) or f(r))
    thing = next(c for c in never_said.CHECKS if c.name == "thing")
    assert thing.read(_evidence("did poppy need an op on the wrist", ["op"], ["x-ray then MRI, nothing for 6 weeks",
                                                                             "wrist sore"])) == "op"
    assert len(asked) == 1 and len(read) == 2
