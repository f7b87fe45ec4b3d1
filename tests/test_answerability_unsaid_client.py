"""What came up for another client, never for the one named (word_evidence.unsaid_for_client,
search.others_saying), and the one test of "which asked words does no record say" shared by the
decision and the offline answer's "No message mentions X" (answerability.unsaid_words,
extractive.uncovered).

Hand-written words and records: "what did oskar say about his bike fit" where Oskar's records say
the bike and another client's record says "bike fitting" is refused on "fit"; a word the question
rests little on ("going", "put"), a word said elsewhere only beside words this client never says
either, or another client's record saying only the word, are left to the other evidence."""

from __future__ import annotations

from types import SimpleNamespace

from shared.adapters.generation.extractive import uncovered
from shared.domain import answerability, word_evidence
from shared.ports.vectorstore import Match, QueryFilter


def test_a_salient_word_said_for_another_client_beside_this_clients_topic_is_named():
    words = "say about bike fit"  # the question's keyword text, the client's name taken out
    others = {"fit": [{"text": "booked a bike fit at the shop, saddle up 5 mm", "clientId": "freya"}]}
    assert word_evidence.unsaid_for_client(words, ["fit"], {"fit": 0.13}, others) == "fit"
    # Two words missing, one of them said elsewhere beside a word this client does say ("pain").
    words = "pelvic girdle pain"
    others = {"pelvic": [{"text": "That's pelvic girdle pain. Knees together getting out of bed", "clientId": "aoife"}]}
    assert word_evidence.unsaid_for_client(words, ["pelvic", "girdle"], {"pelvic": 0.25, "girdle": 0.14},
                                           others) == "pelvic"


def test_a_frame_word_a_lone_word_or_a_missing_partner_is_left_alone():
    words = "say about bike fit"
    others = {"fit": [{"text": "booked a bike fit at the shop", "clientId": "freya"}]}
    # The question rests little on the word: a word of its frame or filler, however it is said elsewhere.
    assert word_evidence.unsaid_for_client(words, ["fit"], {"fit": 0.05}, others) == ""
    # Another client's record says the word alone: nothing shows the question's conjunction came up.
    alone = {"fit": [{"text": "feeling fit and strong", "clientId": "freya"}]}
    assert word_evidence.unsaid_for_client(words, ["fit"], {"fit": 0.13}, alone) == ""
    # The record's other word is one this client's history never says either ("put" beside "weight").
    words = "weight put trap bar"
    others = {"weight": [{"text": "Put on muscle, weight 68 to 72 kg", "clientId": "jake"}]}
    assert word_evidence.unsaid_for_client(words, ["weight", "put"], {"weight": 0.19, "put": 0.02}, others) == ""
    # No other client's record says it (or the question names no one client: `others` is empty).
    assert word_evidence.unsaid_for_client("say about bike fit", ["fit"], {"fit": 0.13}, {}) == ""


class _Store:
    """Keyword lookups over a few records of one trainer, best first by how many query words they hold."""

    def __init__(self, records: list[dict]) -> None:
        self.records = records
        self.asked: list[tuple[str, QueryFilter | None]] = []

    def keyword_query(self, trainer_id: str, text: str, top_k: int, query_filter: QueryFilter | None = None):
        self.asked.append((text, query_filter))
        wanted = set(text.lower().split())
        scored = [(sum(w in r["text"].lower() for w in wanted), n, r) for n, r in enumerate(self.records)
                  if query_filter is None or query_filter.matches(r)]
        return [Match(f"r{n}", float(s), r) for s, n, r in sorted(scored, key=lambda x: (-x[0], x[1])) if s][:top_k]


def test_others_saying_reads_the_trainers_other_clients_only():
    from shared.usecases.search import others_saying

    store = _Store([
        {"text": "new bike fit, knees happier", "clientId": "freya", "sourceType": "message"},
        {"text": "bike fit sorted", "clientId": "oskar", "sourceType": "message"},
    ])
    backends = SimpleNamespace(store=store)
    scope = QueryFilter(client_id="oskar", source_types=("message",))
    found = others_saying(backends, "coach", ["fit"], "say about bike fit", scope)
    assert [m["clientId"] for m in found["fit"]] == ["freya"]  # Oskar's own record is his history, not another's
    # A question about no one client: the history in scope is already the trainer's, nothing is looked up.
    store.asked.clear()
    assert others_saying(backends, "coach", ["fit"], "say about bike fit", QueryFilter()) == {}
    assert store.asked == []


def test_decide_refuses_with_the_word_said_for_another_client():
    model = answerability.AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)
    facts = answerability.Evidence(0.9, 0.8, 0.8, 0.13, 0.0)
    assert model.probability(facts) >= model.cut  # the model alone answers
    refused = answerability.decide(0.9, 0.7, [], facts, model, unsaid="fit")
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "fit")


def test_the_reply_and_the_decision_read_a_missing_word_with_one_test():
    records = [{"text": "my left shoulder clicks when I bench, old injury"}]
    # Stems, an everyday equivalent and the kinds table count as said, in both places.
    assert answerability.unsaid_words("shoulder clicking benching injuries", records) == []
    assert uncovered("shoulder clicking benching injuries", [r["text"] for r in records]) == []
    # A word no record says is named by both, in the question's order, short words included ("gp").
    assert answerability.unsaid_words("gp say feet numb", [{"text": "hands went numb at night"}]) == ["gp", "feet"]
    assert uncovered("what did gp say about his feet going numb", ["hands went numb at night"]) == ["gp", "feet", "going"]


def test_a_thing_of_the_kinds_table_the_history_never_names_is_named():
    # "feet" names a body part; the history in scope never says it (nor "foot", a kind of it), and the
    # candidates' nearest word is far from it in meaning.
    words = "gp say feet going numb"
    assert word_evidence.unsaid_thing(words, ["feet", "going"], {"feet": 0.12, "going": 0.01},
                                      {"feet": 0.5, "going": 0.7}) == "feet"
    assert word_evidence.unsaid_thing("running splits", ["running"], {"running": 0.14}, {"running": 0.5}) == "running"


def test_a_family_word_a_word_the_table_does_not_know_or_a_near_meaning_is_left_alone():
    # A family's broader word asks for whichever member came up ("what medication is she on" ← metformin).
    assert word_evidence.unsaid_thing("medication", ["medication"], {"medication": 0.3}, {"medication": 0.4}) == ""
    # A word the table does not know is the model's to weigh.
    assert word_evidence.unsaid_thing("grief settled", ["grief"], {"grief": 0.14}, {"grief": 0.44}) == ""
    # The question rests little on it, or a candidate's word comes near it in meaning.
    assert word_evidence.unsaid_thing("gp say feet numb", ["feet"], {"feet": 0.05}, {"feet": 0.5}) == ""
    assert word_evidence.unsaid_thing("gp say feet numb", ["feet"], {"feet": 0.12}, {"feet": 0.75}) == ""


def test_a_thing_without_neighbours_or_said_by_its_family_word_is_left_alone():
    from shared.domain import kinds

    # "pb" is the one member of its family: no neighbour to confuse it with; it asks for a value.
    assert word_evidence.unsaid_thing("2k pb", ["pb"], {"pb": 0.3}, {"pb": 0.4}) == ""
    # The candidates say the family's broader word: "can't sleep" may be the insomnia asked about.
    sleep = kinds.entries("cant sleep before work")
    assert word_evidence.unsaid_thing("doctor recommend insomnia", ["insomnia"], {"insomnia": 0.3},
                                      {"insomnia": 0.5}, sleep) == ""
    assert word_evidence.unsaid_thing("doctor recommend insomnia", ["insomnia"], {"insomnia": 0.3},
                                      {"insomnia": 0.5}) == "insomnia"


def test_a_unit_after_a_number_elsewhere_is_no_topic_of_another_client():
    # "142 km" is a value in another unit's place: this client may give hers in miles.
    words = "many km cycling week"
    others = {"km": [{"text": "142 km on the bike this week", "clientId": "saoirse"}]}
    assert word_evidence.unsaid_for_client(words, ["km"], {"km": 0.2}, others) == ""
    others = {"km": [{"text": "the km signs on the bike path this week", "clientId": "saoirse"}]}
    assert word_evidence.unsaid_for_client(words, ["km"], {"km": 0.2}, others) == "km"
