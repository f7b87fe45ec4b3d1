"""Medicines for the kinds table (shared/domain/kinds.py): each drug's names written once.

The kinds table needs a drug in several families: atorvastatin is a medicine and a statin,
aspirin a medicine, a painkiller, an NSAID and a blood thinner. Written out per family, the
same line was copied up to four times and the copies drifted apart. Here every drug and every
drug class has one line of names, and the families are lists of those lines: adding a brand to
a drug adds it wherever the drug is.

A drug's line: its generic name, its UK and US brands and the short forms clients use ("levo",
"co-codamol"). Two drugs are siblings even when they do the same job (ibuprofen and naproxen,
sertraline and citalopram). A class's line: the class's own names ("statin, statins,
cholesterol tablets"); it heads the class's family and is a member of the medicine family, so
"statins" is answered by atorvastatin while atorvastatin is not answered by simvastatin.
"""

from __future__ import annotations

# Drug classes: the names of the class itself.
CLASSES: dict[str, str] = {
    "statin": "statin, statins, cholesterol tablets, cholesterol medication, cholesterol meds, cholesterol pills",
    "diabetes medication": "diabetes medication, diabetes meds, diabetes tablets, diabetic medication",
    "glp 1": "glp 1, glp1, weight loss jab, weight loss jabs, weight loss injection, weight loss injections, weight loss drug, weight loss medication, fat jab, skinny jab",
    "calcium channel blocker": "calcium channel blocker, calcium channel blockers",
    "beta blocker": "beta blocker, beta blockers",
    "ace inhibitor": "ace inhibitor, ace inhibitors",
    "diuretic": "diuretic, diuretics, water tablets, water pills",
    "blood pressure medication": "blood pressure tablets, blood pressure medication, blood pressure meds, blood pressure pills, bp meds, bp tablets, antihypertensive, antihypertensives",
    "blood thinner": "blood thinner, blood thinners, anticoagulant, anticoagulants",
    "nsaid": "anti inflammatories, anti inflammatory, nsaid, nsaids",
    "painkiller": "painkiller, painkillers, pain meds, pain medication, pain pills, pain tablets, pain relief, pain reliever, pain relievers",
    "antibiotic": "antibiotic, antibiotics",
    "antidepressant": "antidepressant, antidepressants, anti depressants, ssri, ssris, snri",
    "adhd medication": "adhd medication, adhd meds",
    "sleeping pills": "sleeping pills, sleeping tablets, sleep meds",
    "hrt": "hrt, hormone replacement therapy, hormone therapy",
    "contraception": "contraception, contraceptive, contraceptives, birth control",
    "thyroid medication": "thyroid medication, thyroid tablets, thyroid meds, thyroid pills",
    "steroid": "steroid, steroids",
    "antihistamine": "antihistamine, antihistamines, hayfever tablets, hay fever tablets, allergy tablets",
    "ppi": "ppi, ppis, proton pump inhibitor, acid blockers",
    "antacid": "antacid, antacids",
    "inhaler": "inhaler, inhalers, puffer, puffers",
    "injection": "injection, injections, jab, jabs",
}

# One line per drug (and per drug-like thing a client takes or is given: a coil, a vaccine).
DRUGS: dict[str, str] = {
    "atorvastatin": "atorvastatin, lipitor",
    "simvastatin": "simvastatin, zocor",
    "rosuvastatin": "rosuvastatin, crestor",
    "pravastatin": "pravastatin",
    "ezetimibe": "ezetimibe, ezetrol, zetia",
    "metformin": "metformin, glucophage",
    "insulin": "insulin, lantus, levemir, tresiba, novorapid, humalog, humulin, fiasp, insulin pen, insulin pump",
    "gliclazide": "gliclazide",
    "sitagliptin": "sitagliptin, januvia",
    "empagliflozin": "empagliflozin, jardiance",
    "dapagliflozin": "dapagliflozin, forxiga, farxiga",
    "semaglutide": "semaglutide, ozempic, wegovy, rybelsus",
    "tirzepatide": "tirzepatide, mounjaro, zepbound",
    "liraglutide": "liraglutide, saxenda, victoza",
    "dulaglutide": "dulaglutide, trulicity",
    "amlodipine": "amlodipine, norvasc, istin",
    "bisoprolol": "bisoprolol, cardicor, concor",
    "propranolol": "propranolol, inderal",
    "atenolol": "atenolol, tenormin",
    "metoprolol": "metoprolol, lopressor, toprol",
    "nebivolol": "nebivolol, nebilet",
    "ramipril": "ramipril, tritace, altace",
    "lisinopril": "lisinopril, zestril",
    "perindopril": "perindopril, coversyl",
    "losartan": "losartan, cozaar",
    "candesartan": "candesartan, amias, atacand",
    "bendroflumethiazide": "bendroflumethiazide",
    "indapamide": "indapamide",
    "furosemide": "furosemide, frusemide, lasix",
    "aspirin": "aspirin, disprin",
    "warfarin": "warfarin",
    "apixaban": "apixaban, eliquis",
    "rivaroxaban": "rivaroxaban, xarelto",
    "clopidogrel": "clopidogrel, plavix",
    "ibuprofen": "ibuprofen, nurofen, advil, motrin, brufen, ibuleve",
    "naproxen": "naproxen, naprosyn, aleve",
    "diclofenac": "diclofenac, voltarol, voltaren",
    "celecoxib": "celecoxib, celebrex",
    "paracetamol": "paracetamol, acetaminophen, tylenol, panadol, calpol",
    "codeine": "codeine, co codamol, cocodamol, solpadeine",
    "tramadol": "tramadol",
    "opioid": "morphine, oxycodone, oxycontin, opioid, opioids",
    "gabapentin": "gabapentin",
    "pregabalin": "pregabalin, lyrica",
    "amoxicillin": "amoxicillin, amoxil",
    "doxycycline": "doxycycline",
    "sertraline": "sertraline, lustral, zoloft",
    "fluoxetine": "fluoxetine, prozac",
    "citalopram": "citalopram, cipramil, celexa",
    "escitalopram": "escitalopram, cipralex, lexapro",
    "paroxetine": "paroxetine, seroxat, paxil",
    "venlafaxine": "venlafaxine, effexor",
    "duloxetine": "duloxetine, cymbalta",
    "mirtazapine": "mirtazapine",
    "amitriptyline": "amitriptyline",
    "bupropion": "bupropion, wellbutrin",
    "methylphenidate": "methylphenidate, ritalin, concerta",
    "lisdexamfetamine": "lisdexamfetamine, elvanse, vyvanse",
    "adderall": "adderall",
    "diazepam": "diazepam, valium",
    "zopiclone": "zopiclone",
    "oestrogen": "oestrogen, estrogen, oestrogel, estrogel, evorel, sandrena",
    "progesterone": "progesterone, utrogestan",
    "contraceptive pill": "contraceptive pill, birth control pill, combined pill, mini pill, microgynon, rigevidon, cerazette, yasmin",
    "coil": "coil, iud, ius, mirena, copper coil, hormonal coil",
    "contraceptive implant": "contraceptive implant, nexplanon",
    "contraceptive injection": "contraceptive injection, depo provera, depo",
    "levothyroxine": "levothyroxine, levo, thyroxine, eltroxin, synthroid, euthyrox, levoxyl, tirosint",
    "liothyronine": "liothyronine, cytomel",
    "carbimazole": "carbimazole, methimazole",
    "prednisolone": "prednisolone, prednisone",
    "cortisone": "cortisone, cortisone injection, steroid injection, cortisone shot, steroid jab, cortisone jab",
    "cetirizine": "cetirizine, zirtek, zyrtec",
    "loratadine": "loratadine, clarityn, claritin",
    "fexofenadine": "fexofenadine, allegra, telfast",
    "omeprazole": "omeprazole, losec, prilosec",
    "lansoprazole": "lansoprazole, zoton, prevacid",
    "gaviscon": "gaviscon",
    "rennie": "rennie",
    "laxative": "laxative, laxatives, lactulose, movicol, senna",
    "salbutamol": "salbutamol, ventolin, albuterol, reliever, reliever inhaler, blue inhaler",
    "preventer": "preventer, preventer inhaler, brown inhaler, beclometasone, clenil, qvar",
    "combination inhaler": "symbicort, fostair, seretide, budesonide, fluticasone",
    "montelukast": "montelukast, singulair",
    "epipen": "epipen, epi pen, adrenaline pen",
    "vaccine": "vaccine, vaccines, vaccination, vaccinated, flu jab, covid jab, flu shot, covid vaccine, flu vaccine, "
               "pfizer, moderna, astrazeneca, novavax, booster, boosters, booster jab, covid booster",
    "b12 injection": "b12 injection, b12 injections, b12 jab, b12 jabs",
}

# What a drug is not called in one family. Each is a name that does not fit that family's head.
_NOT_AN_INJECTION = {
    "insulin": ("insulin pump",),     # a pump under the skin is not "the jab"
    "semaglutide": ("rybelsus",),     # the tablet form of semaglutide
    "cortisone": ("cortisone",),      # bare "cortisone" is also the cream
}


def _line(*keys: str, without: tuple[str, ...] = ()) -> str:
    """One member line: the names of these drugs or classes, as one member (a merge says the
    names are one thing to a client: "thyroid tablets" are levothyroxine), less `without`."""
    names = [n.strip() for key in keys for n in (DRUGS.get(key) or CLASSES[key]).split(",")]
    return ", ".join(n for n in names if n not in without)


def _members(*lines: str) -> str:
    return "".join(f"\n        {line}" for line in lines) + "\n    "


def _of(*keys: str) -> str:
    return _members(*(_line(k) for k in keys))


_STATINS = ("atorvastatin", "simvastatin", "rosuvastatin", "pravastatin")
_GLP1 = ("semaglutide", "tirzepatide", "liraglutide", "dulaglutide")
_DIABETES = ("metformin", "insulin", "gliclazide", "sitagliptin", "empagliflozin", "dapagliflozin") + _GLP1
_BETA_BLOCKERS = ("bisoprolol", "propranolol", "atenolol", "metoprolol", "nebivolol")
_ACE_INHIBITORS = ("ramipril", "lisinopril", "perindopril")
_DIURETICS = ("bendroflumethiazide", "indapamide", "furosemide")
_ANTICOAGULANTS = ("warfarin", "apixaban", "rivaroxaban", "clopidogrel")
_NSAIDS = ("ibuprofen", "naproxen", "diclofenac", "celecoxib")
_OTHER_PAINKILLERS = ("paracetamol", "codeine", "tramadol", "opioid")
_ANTIDEPRESSANTS = ("sertraline", "fluoxetine", "citalopram", "escitalopram", "paroxetine", "venlafaxine",
                    "duloxetine", "mirtazapine", "amitriptyline", "bupropion")
_ADHD = ("methylphenidate", "lisdexamfetamine", "adderall")
_CONTRACEPTION = ("contraceptive pill", "coil", "contraceptive implant", "contraceptive injection")
_THYROID = ("levothyroxine", "liothyronine", "carbimazole")
_ANTIHISTAMINES = ("cetirizine", "loratadine", "fexofenadine")
_PPIS = ("omeprazole", "lansoprazole")
_INHALERS = ("salbutamol", "preventer", "combination inhaler")
_ANGIOTENSIN = ("losartan", "candesartan")

# The medicine family: every drug, and every class as a member of its own. The class name
# follows the drug where a client uses the two as one name: "the calcium channel blocker" is
# the amlodipine, "thyroid tablets" the levothyroxine, "HRT" the oestrogen, "antacids" Gaviscon
# or Rennie.
_MEDICINE = (
    _line("statin"), *map(_line, _STATINS), _line("ezetimibe"),
    *map(_line, _DIABETES), _line("glp 1"),
    _line("amlodipine", "calcium channel blocker"),
    _line("beta blocker"), *map(_line, _BETA_BLOCKERS),
    _line("ace inhibitor"), *map(_line, _ACE_INHIBITORS + _ANGIOTENSIN),
    _line("diuretic"), *map(_line, _DIURETICS),
    _line("blood pressure medication"),
    _line("aspirin"), _line("blood thinner"), *map(_line, _ANTICOAGULANTS),
    _line("nsaid"), *map(_line, _NSAIDS + _OTHER_PAINKILLERS), _line("gabapentin"), _line("pregabalin"),
    _line("painkiller"),
    _line("antibiotic"), _line("amoxicillin"), _line("doxycycline"),
    _line("antidepressant"), *map(_line, _ANTIDEPRESSANTS),
    _line("adhd medication"), *map(_line, _ADHD),
    _line("diazepam"), _line("zopiclone"), _line("sleeping pills"),
    _line("hrt", "oestrogen"), _line("progesterone"),
    _line("contraception"), *map(_line, _CONTRACEPTION),
    _line("levothyroxine", "thyroid medication"), _line("liothyronine"), _line("carbimazole"),
    _line("steroid"), _line("prednisolone"), _line("cortisone"),
    _line("antihistamine"), *map(_line, _ANTIHISTAMINES),
    *map(_line, _PPIS), _line("ppi"), _line("gaviscon", "rennie", "antacid"), _line("laxative"),
    _line("inhaler"), *map(_line, _INHALERS), _line("montelukast"), _line("epipen"),
    _line("vaccine"), _line("b12 injection"),
)

# family name -> (heads, members), in the kinds table's format (shared/domain/kinds.py `_FAMILIES`).
FAMILIES: dict[str, tuple[str, str]] = {
    "medicine": ("medication, medications, medicine, medicines, meds, drug, drugs, pills, tablets, prescription, prescriptions",
                 _members(*_MEDICINE)),
    "painkiller": (CLASSES["painkiller"], _of("aspirin", *_NSAIDS, *_OTHER_PAINKILLERS, "nsaid")),
    "nsaid": (CLASSES["nsaid"], _of(*_NSAIDS, "aspirin")),
    "statin": (CLASSES["statin"], _of(*_STATINS)),
    "diabetes medication": (CLASSES["diabetes medication"], _of(*_DIABETES)),
    "glp 1": (CLASSES["glp 1"], _of(*_GLP1)),
    # What a client calls "the jab" or "my injections": any injected medicine.
    "injection": (CLASSES["injection"], _members(
        *(_line(k, without=_NOT_AN_INJECTION.get(k, ())) for k in
          (*_GLP1, "insulin", "vaccine", "b12 injection", "cortisone", "contraceptive injection", "epipen")))),
    "blood pressure medication": (CLASSES["blood pressure medication"], _members(
        _line("amlodipine", "calcium channel blocker"), _line("beta blocker"), *map(_line, _BETA_BLOCKERS),
        _line("ace inhibitor"), *map(_line, _ACE_INHIBITORS + _ANGIOTENSIN), _line("diuretic"), *map(_line, _DIURETICS))),
    "beta blocker": (CLASSES["beta blocker"], _of(*_BETA_BLOCKERS)),
    "blood thinner": (CLASSES["blood thinner"], _of(*_ANTICOAGULANTS, "aspirin")),
    "antidepressant": (CLASSES["antidepressant"], _of(*_ANTIDEPRESSANTS)),
    "adhd medication": (CLASSES["adhd medication"], _of(*_ADHD)),
    "thyroid medication": (CLASSES["thyroid medication"], _of(*_THYROID)),
    # Condoms are contraception, not a medicine.
    "contraception": (CLASSES["contraception"], _members(*map(_line, _CONTRACEPTION), "condom, condoms")),
    "hrt": (CLASSES["hrt"], _of("oestrogen", "progesterone")),
    "antihistamine": (CLASSES["antihistamine"], _of(*_ANTIHISTAMINES)),
    "stomach medication": (_line("ppi", "antacid"), _of(*_PPIS, "gaviscon", "rennie")),
    "inhaler": (CLASSES["inhaler"], _of(*_INHALERS)),
    "antibiotic": (CLASSES["antibiotic"], _of("amoxicillin", "doxycycline")),
    "steroid": (CLASSES["steroid"], _of("prednisolone", "cortisone")),
}
