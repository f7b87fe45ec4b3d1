"""Typing slips in questions are read as the trainer's own words (shared/domain/typos.py)."""

from __future__ import annotations

import numpy as np

from shared.adapters.vectorstore.local import LocalVectorStore
from shared.domain.retrieval import retrieve
from shared.domain.typos import corrected
from shared.ports.keywords import TermStats, token_index, tokens
from shared.ports.vectorstore import VectorRecord
from tests.hash_embedder import HashEmbedder


def stats(**df: int) -> TermStats:
    return TermStats(n_docs=max(df.values()) + 10, df={token_index(tokens(w)[0]): n for w, n in df.items()})


def indexed(tmp_path, texts: dict[str, str], sender: str) -> tuple[HashEmbedder, LocalVectorStore]:
    """`texts` (id: text) as one coach's messages from `sender`, in a local store, with the embedder
    that indexed them: what the keyword-index tests of typing slips search."""
    embedder = HashEmbedder()
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    vectors = embedder.embed(list(texts.values()))
    store.upsert("coach", [
        VectorRecord(i, np.asarray(v), {"trainerId": "coach", "text": t, "senderName": sender, "sourceType": "message",
                                        "embeddingModel": embedder.model_id})
        for (i, t), v in zip(texts.items(), vectors)
    ])
    return embedder, store


def test_a_slipped_word_becomes_the_records_word_and_function_word_slips_are_dropped() -> None:
    s = stats(shoulder=3, knee=5)
    assert corrected("waht abuot sholder", s) == "shoulder"
    assert corrected("shoudler", s) == "shoulder"  # two letters swapped


def test_words_the_records_use_short_words_digits_and_rare_neighbours_are_left_alone() -> None:
    s = stats(shoulder=3, knee=5, kneel=1, sunburn=1, burnt=1)
    assert corrected("knee shoulder", s) == "knee shoulder"
    # Short words: only a coaching word with a letter left out (typos._short_slip, h-wrong19).
    assert corrected("kne", s) == "knee"
    assert corrected("kn", s) == "kn"  # too short to guess from
    assert corrected("nrb", s) == "nrb"  # no vowel: an abbreviation
    assert corrected("5k b12", s) == "5k b12"
    assert corrected("burnts", s) == "burnts"  # its neighbour occurs once: maybe a slip itself
    # (a slip of eight letters or more is read as a word said once: test_a_long_slip_...)
    assert corrected("marathon", s) == "marathon"  # nothing one edit away
    # One changed letter from a function word is a word of its own, not a slip.
    assert corrected("whey", s) == "whey"
    assert corrected("abot", s) == ""  # "about" with a letter left out


def test_without_term_statistics_nothing_changes() -> None:
    assert corrected("waht abuot sholder", None) == "waht abuot sholder"


def test_a_misspelled_question_finds_the_record_through_the_keyword_index(tmp_path) -> None:
    embedder, store = indexed(tmp_path, {
        "m1": "my shoulder clicks on overhead press",
        "m2": "the shoulder felt fine after rows",
        "m3": "slept badly, long week at work",
        "m4": "booked in for thursday",
    }, "John")
    ranked = retrieve(embedder, store, "coach", "waht did he say abuot his sholder", 4)
    assert [c.id for c in ranked[:2]] in (["m1", "m2"], ["m2", "m1"])
    by_id = {c.id: c for c in ranked}
    # The keyword list found both shoulder messages, and they cover the whole question:
    # "waht" and "abuot" read as the function words they are, "sholder" as "shoulder".
    for i in ("m1", "m2"):
        assert by_id[i].features["keyword_rr"] > 0
        assert by_id[i].features["coverage"] == 1.0


def test_a_word_of_the_coaching_vocabulary_is_read_as_another_only_when_that_is_the_same_thing() -> None:
    # "burnt" (tiredness in the kinds table) is one edit from the records' "burn": meant as typed.
    assert corrected("burnt", stats(burn=4)) == "burnt"
    # "allergic" read as the records' "allergies" (stem "allergi") is the same thing: corrected.
    assert corrected("allergic", stats(allergies=3)) == "allergi"


def test_the_dense_side_reads_a_slip_of_a_coaching_word_as_that_word_and_nothing_else() -> None:
    from shared.domain.typos import as_meant

    s = stats(sciatica=3, shoulder=4, waiting=5, comp=3, snack=3)
    assert as_meant("did dimitri get sciatca", s) == "did dimitri get sciatica"
    assert as_meant("waht did jonh say abuot his sholder?", s) == "waht did jonh say abuot his shoulder?"
    # A correction to a word that is not the vocabulary's stays a guess: the question is embedded as typed
    # (the keyword side still reads it: `corrected`). Nor does a stem make a word: "comping" is not "comp".
    assert corrected("waitng", s) == "waiting" and as_meant("Was she waitng long?", s) == "Was she waitng long?"
    assert as_meant("Where has Melanie camped? Any snakes?", stats(comped=3, snackes=3)) == "Where has Melanie camped? Any snakes?"
    assert as_meant("did dimitri get sciatca", None) == "did dimitri get sciatca"


def test_a_word_of_the_coaching_vocabulary_said_once_is_what_a_slip_of_it_means() -> None:
    from shared.domain.typos import as_meant

    # "sciatica" in one message of the trainer's (the statistics count messages only): a word the
    # vocabulary knows is no one's slip, so "sciatca" is read as it on both sides.
    s = stats(sciatica=1, knee=5)
    assert corrected("dmitri sciatca", s) == "dmitri sciatica"
    assert as_meant("did dimitri get sciatca", s) == "did dimitri get sciatica"
    # A word outside the vocabulary seen once may still be someone's slip: not a correction.
    assert corrected("plonks", stats(plonk=1, knee=5)) == "plonks"


def test_a_long_slip_is_read_as_a_long_word_said_once() -> None:
    # A procedure named in one message (its other mentions in notes the statistics do not count):
    # a slip of eight letters or more, no English word, is read as it.
    assert corrected("tanvir trachostomy", stats(tracheostomy=1, knee=5)) == "tanvir tracheostomy"
    assert corrected("microdiscetomy", stats(microdiscectomy=1, knee=5)) == "microdiscectomy"
    assert corrected("alotment", stats(allotment=1, knee=5)) == "allotment"
    assert corrected("sunburnt", stats(sunburn=1, knee=5)) == "sunburn"  # left as typed before
    # A shorter slip keeps MIN_DF: a word said once may be someone's slip.
    assert corrected("plonks", stats(plonk=1, knee=5)) == "plonks"


def test_a_misspelt_coaching_word_finds_its_record_by_meaning_too() -> None:
    # The hash embedder reads words as they are: the slip's own vector shares nothing with the record.
    store = LocalVectorStore(":memory:")
    embedder = HashEmbedder()
    texts = {"r1": "That sounds nerve-related, like sciatica. See your GP", "r2": "sciatica again", "r3": "Invoice attached"}
    vectors = embedder.embed(list(texts.values()))
    store.upsert("t", [VectorRecord(i, v, {"text": t, "sourceId": i, "embeddingModel": embedder.model_id})
                       for (i, t), v in zip(texts.items(), vectors)])
    slipped = {c.id: c.cosine for c in retrieve(embedder, store, "t", "did he get sciatca", 3)}
    spelt = {c.id: c.cosine for c in retrieve(embedder, store, "t", "did he get sciatica", 3)}
    assert slipped == spelt and spelt["r2"] > 0.4  # embedded as meant (as typed: 0.19)


def test_a_real_word_that_never_came_up_is_not_read_as_another_word_of_the_records() -> None:
    from shared.domain.typos import as_meant

    # "plays" is one letter from the records' "plans", "writing" from "waiting", "travel" from
    # "gravel": words of their own that simply never came up, not slips.
    s = stats(plans=6, waiting=5, gravel=3, swimmer=4, placing=3)
    assert corrected("who plays padel", s) == "who plays padel"
    assert corrected("writing travel", s) == "writing travel"
    assert corrected("playing", s) == "playing"  # an inflection is a real word too
    # An unanswerable question keeps its absent word: "swimming" is not turned into a present one.
    assert corrected("swimming", stats(swimmer=4, slimming=3)) == "swimming"
    assert as_meant("did she ever try swimming?", stats(slimming=3)) == "did she ever try swimming?"
    # True slips are still read as the records' words.
    t = stats(shoulder=3, climbing=2, stress=4, fridays=2)
    assert corrected("waht abuot sholder", t) == "shoulder"
    assert corrected("climing stres fridys", t) == "climbing stress fridays"


def test_a_real_word_is_not_dropped_as_a_function_words_slip() -> None:
    # "dose" is "does" with two letters swapped, "form" is "from": real words, kept.
    s = stats(knee=5)
    assert corrected("reduce dose", s) == "reduce dose"
    assert corrected("form check", s) == "form check"
    assert corrected("waht abot", s) == ""  # not words: slips of "what" and "about"


def test_a_function_words_s_without_its_apostrophe_is_dropped() -> None:
    # "whats" stems to "what", which no record's statistics ever hold (a stop word): read as a
    # topic word it was the question's rarest word, or "corrected" into the records' "chats".
    s = stats(chats=4, deadlift=3)
    assert corrected("whats rashids deadlift", s) == "rashids deadlift"
    assert corrected("hows lorna", s) == "lorna"


def test_a_real_word_is_read_as_the_records_spelling_of_the_same_word() -> None:
    # American and British spellings: no region spells both, so they are one word.
    assert corrected("anemic", stats(anaemic=3, knee=5)) == "anaemic"
    assert corrected("fibre", stats(fiber=3, knee=5)) == "fiber"
    # "tire" is a word everywhere ("tyre" only in some regions): a different word, kept.
    assert corrected("tire", stats(tyre=3, knee=5)) == "tire"


def test_the_word_list() -> None:
    from shared.domain import english

    for word in ("plays", "ran", "tweaked", "writing", "swimming", "whats", "anemic", "anaemic"):
        assert english.is_word(word), word
    for slip in ("sholder", "sciatca", "climing", "waht", "abuot", "jonh", "fridys", "Plays"):
        assert not english.is_word(slip), slip
    assert english.other_spelling("anemic", "anaemic") and english.other_spelling("color", "colour")
    assert not english.other_spelling("plays", "plans") and not english.other_spelling("tire", "tyre")
    assert not english.other_spelling("anemic", "anemik")  # not a word: not a spelling
    header = english.WORDS_FILE.read_text(encoding="utf-8").split("\n", 30)[:20]
    assert any("SCOWL" in line for line in header) and any("Kevin Atkinson" in line for line in header)


def test_the_word_list_is_built_from_scowls_lists(tmp_path) -> None:
    from tools.build_english_words import build

    scowl = tmp_path / "scowl"
    scowl.mkdir()
    (scowl / "english-words.10").write_text("plays\nplan\nshe's\nCarl\n", encoding="latin-1")
    (scowl / "american-words.35").write_text("anemic\ncolor\n", encoding="latin-1")
    (scowl / "british-words.35").write_text("anaemic\ncolour\n", encoding="latin-1")
    (scowl / "canadian-words.20").write_text("colour\n", encoding="latin-1")
    (scowl / "english-words.60").write_text("plonk\n", encoding="latin-1")  # above the size
    (scowl / "english-proper-names.10").write_text("jonh\n", encoding="latin-1")  # not a words list
    (scowl / "variant_2-words.10").write_text("anaemick\n", encoding="latin-1")  # rarer variants: left out
    lines = [line for line in build(scowl, 50).splitlines() if not line.startswith("#")]
    assert lines == ["anaemic\tb", "anemic\ta", "color\ta", "colour\tbc", "plan", "plays"]
    assert build(scowl, 50) == build(scowl, 50)


# --- The per-word caches (speed only): the same corrections as reading every candidate afresh. ---

def _correction_read_afresh(word: str, stats: TermStats) -> str | None:
    """typos._correction as it was before its per-word caches (4a450ed): every candidate stemmed
    on every call, the function-word slips built on every call, the vocabulary's stems re-made."""
    from shared.domain import english, kinds, typos, vocabulary
    from shared.ports.keywords import STOPWORDS

    if not word.isalpha() or len(word) < typos.MIN_LETTERS_FUNCTION_WORD:
        return None
    own = tokens(word)
    if own and stats.df.get(token_index(own[0]), 0) > 0:
        return None
    if word.endswith("s") and word[:-1] in STOPWORDS:
        return ""
    real = english.is_word(word)
    if not real and any(c in STOPWORDS for c in typos._slips_of(word)):
        return ""
    if len(word) < typos.MIN_LETTERS or not own:
        return None
    known_stems = vocabulary.known_stems.__wrapped__()
    best: tuple[int, str] | None = None
    for candidate in sorted(typos._edits.__wrapped__(word)):
        stem = tokens(candidate)
        if not stem:
            continue
        df = stats.df.get(token_index(stem[0]), 0)
        rare_ok = not real and len(word) >= typos.MIN_LETTERS_RARE
        if df < (typos.MIN_DF_KNOWN_WORD if candidate in vocabulary.known_words() or rare_ok else typos.MIN_DF) or (
                best is not None and df <= best[0]):
            continue
        if real and not typos._same_word(word, candidate, own[0] in known_stems):
            continue
        best = (df, candidate)
    if best and own[0] in known_stems and kinds.relation_of_words(word, best[1]) != "same":
        return None
    if best is None and not real and own[0] not in known_stems:  # a slip of the vocabulary's words (h-wrong3)
        found = {token_index(tokens(c)[0]): c for c in sorted(typos._edits.__wrapped__(word))
                 if c in vocabulary.known_words() and tokens(c)}
        if len(found) != 1:
            return None
        meant = next(iter(found.values()))
        return meant if any(stats.df.get(token_index(tokens(n)[0]), 0) > 0 for n in kinds.synonyms(meant)) else None
    return best[1] if best else None


_WORDS = ("trachostomy microdiscetomy alotment nausia ibuprofin physoi waht abuot abot whats hows sholder shoudler shoulders sciatca kneee knees burnt allergic anemic "
          "climing padel plays writing travel gravel marathon sunburnt whey dose form from jonh seesion "
          "sesion sessoin protien protein hamstrig hamstrng tierd tired runing running squats sqauts "
          "color colour center centre meter metre fiber fibre").split()


def test_the_cached_corrections_are_the_ones_read_afresh() -> None:
    from shared.domain import typos

    # Ties on df (shoulder / shoulders share a stem; sessions / session), a word said once, known words.
    cases = [stats(shoulder=3, knee=5, kneel=1, sunburn=1),
             stats(shoulder=2, session=4, protein=2, hamstring=3, tired=2, run=6, squat=2, sciatica=1),
             stats(allergies=2, anaemic=2, burn=4, plans=3, waiting=2, gravel=2, climbing=1, john=7, seeson=4),
             stats(form=3, dose=2, whey=2, knees=2, tried=2, tire=2),
             stats(colour=2, center=3, metre=2, fibre=1, color=1, anaemic=1),
             stats(queasy=2, physiotherapist=1, knee=3)]
    for s in cases:
        for word in _WORDS:
            assert typos._correction(word, s) == _correction_read_afresh(word, s), word
            assert typos._correction(word, s) == _correction_read_afresh(word, s), word  # from the caches


def test_a_words_stemmed_edits_are_its_edits_with_their_stems_in_sorted_order() -> None:
    from shared.domain import english, typos

    for word in ("sholder", "fromm", "seesion", "ab"):
        want = [(c, token_index(tokens(c)[0])) for c in sorted(typos._edits(word)) if tokens(c)]
        assert list(typos._stemmed_edits(word)) == want
        assert all(tokens(c) == [] for c in typos._edits(word) - {c for c, _ in want})  # only stop words left out
    for word in ("anemic", "color", "centre", "padel", "writing", "sholder"):
        want = tuple(p for p in typos._stemmed_edits(word) if english.other_spelling(word, p[0]))
        assert typos._stemmed_other_spellings(word) == want
    assert [c for c, _ in typos._stemmed_other_spellings("anemic")] == ["anaemic"]
    assert typos._stemmed_other_spellings("writing") == ()  # a word of every region: nothing to stem
    assert typos._slip_of_function_word("waht") and typos._slip_of_function_word("abot")
    assert not typos._slip_of_function_word("whey") and not typos._slip_of_function_word("sholder")


def test_the_vocabularys_stems_are_made_once() -> None:
    from shared.domain import vocabulary

    # Read for every unseen word of every question: one frozenset, not a new one per call.
    assert vocabulary.known_stems() is vocabulary.known_stems()
    assert vocabulary.known_stems() == vocabulary.known_stems.__wrapped__()


def test_a_slip_of_a_coaching_word_the_records_never_use_is_read_as_that_word() -> None:
    from shared.domain.retrieval import coverage
    from shared.domain.typos import as_meant

    # The client wrote "queasy", never "nausea": the slip "nausia" has no neighbour in the records,
    # but one in the coaching vocabulary, whose names of the same thing the record says.
    s = stats(queasy=2, jab=3, knee=5)
    assert corrected("nausia jab", s) == "nausea jab"
    assert as_meant("hyunwoo nausia on the jab", s) == "hyunwoo nausea on the jab"
    record = {"text": "doc bumped my dose this week. feeling pretty queasy"}
    assert coverage(corrected("nausia", s), record) == 1.0
    # Only where the records say it in other words: a history that never names it keeps the slip,
    # and a name one edit from a vocabulary word is no slip of it ("Rowling", "rowing").
    assert corrected("nausia", stats(knee=5)) == "nausia"
    assert corrected("rowling", stats(knee=5)) == "rowling"
    # Not a common English word, a name outside the vocabulary, nor a word of the vocabulary itself.
    assert corrected("marathon", stats(knee=5)) == "marathon"
    assert corrected("xyzzy", stats(knee=5)) == "xyzzy"
    assert corrected("hokas", stats(knee=5)) == "hokas"


def test_a_possessive_typed_without_its_apostrophe_on_a_word_ending_in_s_is_the_records_word() -> None:
    # "tams knee" for Tam's knee stems to the records' "tam"; "guss back" for Gus's back kept its
    # double "s" through Porter ("guss", the records' "gu") and matched nothing (h-para24).
    s = stats(gus=4, james=3, boss=2, back=6)
    assert corrected("guss back", s) == "gus back"
    assert corrected("jamess physio", s) == "james physio"
    # Not a word the records use, an English word, or a name whose own form the records lack.
    assert corrected("gus back", s) == "gus back"
    assert corrected("bosss", s) == "boss"  # a string no list holds: the records' "boss" + "s"
    assert corrected("class notes", s) == "class notes"  # "class" is a word: "clas" is not meant
    assert corrected("rosss", s) == "rosss"  # the records never say "ross"
