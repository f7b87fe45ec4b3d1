"""h-refuse38: a removal asked as had ("did shannon have her thyroid out": operations_had.unheld_removal, read by the
never-said registry's operation check), and a medicine taken by mouth answering no operation question ("did beth
have a thyroid op": "started me on levothyroxine"; operations_had.answered, its yes/no reading). Hand-written records."""

from types import SimpleNamespace

from shared.domain import operations_had
from shared.ports.vectorstore import QueryFilter
from shared.usecases import operations_had as lookup


def is_name(word):
    return word in ("shannon", "beth", "tanya", "ellie")


def test_the_thing_asked_as_taken_out():
    assert operations_had.asked_removal("did shannon have her thyroid out", is_name) == "thyroid"
    assert operations_had.asked_removal("has he had his appendix removed", is_name) == "appendix"
    assert operations_had.asked_removal("did she get her tonsils taken out", is_name) == "tonsils"
    for question in ("did he have a night out", "did they take it out", "did tam's band get taken out", "how's her thyroid"):
        assert operations_had.asked_removal(question, is_name) == "", question


def test_a_removal_no_record_tells_is_refused_and_one_told_answers():
    question = "did shannon have her thyroid out"
    never = [{"text": "bloods back, gp says underactive thyroid, tsh 9.8"}, {"text": "gp's put my thyroid tablets up to 75"}]
    assert operations_had.unheld_removal(question, never, is_name) == "thyroid out"
    told = [{"text": "thyroid out in may, scar's healing"}]
    assert operations_had.unheld_removal(question, told, is_name) == ""
    operated = [{"text": "thyroid op booked and done, home tomorrow"}]
    assert operations_had.unheld_removal(question, operated, is_name) == ""
    # A record telling the removal was not needed answers the yes-or-no question too ("no").
    assert operations_had.unheld_removal(question, [{"text": "no need to take the thyroid out"}], is_name) == ""


def test_the_lookup_reads_a_yes_no_removal_of_the_client_in_focus():
    found = [SimpleNamespace(metadata={"text": "gp's put my thyroid tablets up to 75"})]
    backends = SimpleNamespace(store=SimpleNamespace(keyword_query=lambda trainer, words, k, scope: found))
    shannon = QueryFilter(client_id="shannon")
    assert lookup.unheld(backends, "t", "did have her thyroid out", [], shannon, shannon, is_name) == "thyroid out"
    assert lookup.unheld(backends, "t", "did have her thyroid out", [], QueryFilter(), QueryFilter(), is_name) == ""


def test_a_tablet_answers_no_operation_question_an_injection_does():
    beth = [{"text": "bloods back: underactive thyroid, tsh 9.8. gp started me on levothyroxine 50mcg"},
            {"text": "gp upped her thyroid tablets to 75"}]
    assert not operations_had.answered("did beth have a thyroid op", beth, is_name)
    tanya = [{"text": "steroid injection in my right shoulder at the gp today"}]
    assert operations_had.answered("did tanya have an op on her shoulder", tanya, is_name)
    ellie = [{"text": "Ellie: flare 4 March, infliximab every 6 weeks from March, iron infusion 7 April."}]
    assert operations_had.answered("did ellie need surgery for the flare", ellie, is_name)
