"""Kinds of things a coach asks about: which words name the same thing, a kind of it, or a sibling.

Word-vector cosine measures relatedness, not sameness: "insulin" comes as
close to "metformin", "wrist" to "arm", "coffee" to "tea", "yoga" to
"pilates" as true synonyms come to each other, and many synonyms score lower
("surgery" / "operation", "physio" / "physiotherapist"). The answerability
decision needs the difference: a client who takes metformin has said nothing
about insulin, but a client who has had an "operation" has answered a question
about "surgery". WordNet is too coarse for this vocabulary (it has no
"physio" or "statin", calls "knee" and "back" unrelated and "thumb" a finger:
branch h-lexicon), so this is a small curated table of general coaching
vocabulary, written from what the words mean, not from any question set.

Each family lists *members*: the things of one kind a question asks about
(one line each: the member's names, its synonyms and plain-language
descriptions, comma-separated, phrases allowed), and the family's *heads*,
the broader words that any member is a kind (or part) of. How a question's
word relates to a record's word (`relation`):

- "same": names of one member, or two heads of one family ("surgery" /
  "operation", "hrt" / "hormone replacement therapy", "tummy" / "stomach");
- "narrower": the record's word is a member of a family the question's word
  heads ("medication" / "amlodipine", "scan" / "mri", "leg" / "knee"): the
  record answers the broader question;
- "sibling": both are members of one family, not the same member ("insulin" /
  "metformin", "wrist" / "arm", "beer" / "wine"): the records speak of the
  family and name another member;
- None: anything else, including words the table does not know.

Words are compared as the keyword index compares them (Porter stems, stop
words dropped, shared/ports/keywords.py), so "knees" is "knee". A name may be a
phrase: its function words are dropped like the index drops them ("back of the
thigh" is back, thigh; one that keeps a single word is left out, "press up"),
and in a text its words may have one other word between them (`PHRASE_GAP`:
"my sugar really dropped" names "sugar dropped"). The words a phrase spans
belong to it alone: "half marathon" names the half marathon, not also the
marathon (shared/domain/sameness.py reads a word found only inside a sibling's
phrase as not said).

Where the families come from: the first ones (body parts, medicines, supplements,
sports, exercises, foods and drinks, kit, events, scans, conditions, operations,
professionals, relatives, gatherings) were written for the answerability
decision's related-topic failures (docs/CALIBRATION.md, *Sameness: the kinds
table*); the later ones (injuries by what happened to the tissue, symptoms,
mood, tiredness, sleep, the menstrual cycle and its stages, nutrition, personal
bests, hangovers, study, trips, vehicles; operations by site; the everyday
phrases of a member: "pins and needles", "sleep apnoea machine", "pain meds",
"low blood sugar") for the relevance side's paraphrase refusals, from the
everyday words coaches and clients use for each thing — general vocabulary, not
pairs from a question set; and then, for the refusals of paraphrases in a coach's and a
client's own words, by category: one member per drug with its UK and US brands and short
forms ("levo", "Wegovy"; each drug written once in shared/domain/drugs.py), drug classes as families (NSAIDs, statins, GLP-1 / "the jab", ...),
lab tests and their abbreviations ("hb"), shoes, watches and bikes by kind and brand, gym and
running jargon, and slang for falls, illness, tiredness and feeling cold; and then (h-carry31, for records that
say the asked thing in other words, checked on rosters not tuned on) relations of a general kind: a race known by
its name as a kind of its distance ("great north run" / "half marathon"), hurting oneself as an injury, a
hospital's departments, breathing and the lungs with their symptoms and readings, a tracker as a wearable, the
medical boot as an aid, a vaccine by its maker; and (h-search38) the heart as a body system, its conditions its
members ("what's going on with her heart" answered by "the gp says atrial fibrillation"). One table serves the ranking's coverage, the keyword
list's equivalents and the decision alike (shared/domain/sameness.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Literal

from shared.domain import clipped, drugs
from shared.ports.keywords import tokens

Relation = Literal["same", "narrower", "sibling"]

# Kinds of kit, each a family of its own: two brands are siblings ("hokas" answers "what trainers
# did he buy", not "does he wear kayanos?"). Not members of "kit" one by one: a history lookup for
# "gear" asks for every name of its family (sameness.lookup_words), and a few hundred names crowd
# out the records that say "gear" (measured on LoCoMo: one question lost its history coverage).
# A brand name is a name of its member where the brand is mostly shoes ("hoka", "asics"); a model
# name only where it says nothing else ("kayano", not "ghost" or "boston"). Brands of sportswear
# at large (Nike, Adidas, Puma, Under Armour) are left out: "a deal with Nike" is no pair of shoes.
_SHOE_KINDS = """
        hoka, hokas, hoka one one, clifton, cliftons, speedgoat, speedgoats
        asics, gel kayano, kayano, kayanos, gel nimbus, novablast
        pegasus, vaporfly, vaporflys, alphafly, alphaflys
        adizero, adizeros, ultraboost, ultraboosts, adios pro
        brooks, brooks ghost, brooks glycerin, adrenaline gts
        saucony, kinvara, endorphin speed, endorphin pro
        fresh foam, fuelcell
        altra, altras, lone peak
        salomon, speedcross
        inov8, inov 8
        mizuno, mizunos
        cloudmonster, cloudflow, cloudsurfer, cloudboom, cloudrunner
        vivobarefoot, barefoot shoes
        merrell, merrells
        racing flats, carbon plated shoes, carbon shoes, super shoes, race shoes, racing shoes
        trail shoes, trail running shoes
        spikes, track spikes
        lifting shoes, weightlifting shoes, squat shoes
        climbing shoes, rock shoes
        cycling shoes, clip in shoes, cleats
        football boots
        hiking boots, walking boots
"""
_WATCH_KINDS = """
        garmin, garmins, forerunner, fenix
        apple watch
        whoop, whoop strap, whoop band
        fitbit, fitbits
        oura, oura ring, smart ring
        polar watch
        coros
        suunto
        amazfit
        galaxy watch, samsung watch
"""
_BIKE_KINDS = """
        road bike, road bikes, racing bike
        mountain bike, mountain bikes, mtb
        gravel bike, gravel bikes
        e bike, ebike, e bikes, ebikes, electric bike, electric bikes
        exercise bike, stationary bike, spin bike, peloton, wattbike, watt bike, assault bike, air bike, echo bike
        hybrid bike, hybrid bikes
        tt bike, time trial bike
        folding bike, brompton
"""

# family: (heads, members one per line). A word may be a member of several families
# (aspirin is a medicine and a painkiller) and a head of one while a member of another
# ("leg" heads the leg's parts and is a body part beside "arm").
_FAMILIES: dict[str, tuple[str, str]] = {
    "body part": ("body part, body parts", """
        knee, knees, kneecap, patella, patellar
        hip, hips, hip flexor, hip flexors
        ankle, ankles
        foot, feet, arch
        heel, heels, plantar fascia
        toe, toes
        achilles, achilles tendon
        calf, calves
        shin, shins, tibia, tibial
        thigh, thighs
        hamstring, hamstrings, back of the thigh, back of thigh
        quad, quads, quadriceps
        groin, adductor, adductors
        glute, glutes, buttock, buttocks, bum
        back, lower back, lumbar, spine
        upper back
        neck
        shoulder, shoulders, rotator cuff, deltoid, delts
        elbow, elbows
        forearm, forearms
        wrist, wrists
        hand, hands, palm, palms
        finger, fingers
        thumb, thumbs
        chest, pecs
        stomach, tummy, belly, abdomen, abdominal, abs
        pelvic floor, bladder
        arm, arms
        leg, legs
        rib, ribs
        jaw
    """),
    # The thigh's muscles are parts of the thigh: a torn hamstring answers "her torn thigh muscle" (h-words36:
    # blind31-578), not the other way (a thigh strain may be the quad's).
    "thigh": ("thigh, thighs, thigh muscle, thigh muscles", """
        hamstring, hamstrings
        quad, quads, quadriceps
        adductor, adductors, inner thigh
    """),
    "leg": ("leg, legs, lower body", """
        knee, knees, kneecap, patella
        ankle, ankles
        foot, feet
        calf, calves
        shin, shins
        thigh, thighs
        hamstring, hamstrings
        quad, quads, quadriceps
        achilles
        hip, hips
    """),
    # The joints by name: "which joint did she have replaced" is answered by "hip replacement", "any
    # joint pain" by "knee pain". Only the joints a coach names as such, not the spine's.
    "joint": ("joint, joints", """
        knee, knees
        hip, hips
        ankle, ankles
        shoulder, shoulders
        elbow, elbows
        wrist, wrists
    """),
    "arm": ("arm, arms", """
        elbow, elbows
        forearm, forearms
        wrist, wrists
        hand, hands
        bicep, biceps
        tricep, triceps
    """),
    "foot": ("foot, feet", """
        toe, toes
        heel, heels
        arch, arches
        sole, soles
    """),
    # The organs inside the belly are parts of it as a client says it: "his tummy op" is answered by "they took her
    # appendix out", "how's the stomach" by "the scan shows gallstones" (narrower); one organ is not another
    # (siblings). "gall bladder" is this organ, never the bladder of the pelvic floor (a phrase's words are its own).
    "belly": ("stomach, tummy, belly, abdomen, abdominal", """
        appendix, appendicitis
        gallbladder, gall bladder, gallstones, gallstone, gall stones, gall stone
        bowel, bowels, intestine, intestines, colon
    """),
    "hand": ("hand, hands", """
        finger, fingers
        thumb, thumbs
        palm, palms
        knuckle, knuckles
    """),
    # The knee's structures are parts of the knee, not the knee itself: a torn meniscus is not the
    # ACL reconstruction (both answer "how is his knee", neither the other).
    "knee": ("knee, knees", """
        acl, anterior cruciate ligament, cruciate ligament, cruciate
        meniscus, menisci, meniscal
        mcl, medial collateral ligament
        lcl, lateral collateral ligament
        pcl, posterior cruciate ligament
    """),
    # Medicines and drug classes (the medicine family and one family per class), each drug's
    # names written once: shared/domain/drugs.py. Not "dose": it says a medicine is taken, not
    # which, and as a broader word it would keep a history that names only another drug ("dose
    # going up to 88 micrograms") from being read as silent on statins.
    **drugs.FAMILIES,
    # Blood tests and the lab's abbreviations: one member per measure ("hb" is haemoglobin; HbA1c,
    # "glycated haemoglobin", is another measure), both spellings.
    "blood test": ("blood test, blood tests, bloods, blood work, bloodwork, blood results, lab results, labs, blood panel", """
        haemoglobin, hemoglobin, hb, hgb
        hba1c, a1c, glycated haemoglobin, glycated hemoglobin
        ferritin, iron stores, iron levels, iron level
        vitamin d level, vitamin d levels, vit d level, vit d levels, vitamin d, vit d
        b12 level, b12 levels, vitamin b12, b12
        folate, folic acid
        tsh, thyroid function, thyroid test, thyroid levels, thyroid bloods, t4, free t4, ft4, t3
        cholesterol, total cholesterol, lipids, lipid panel, lipid profile
        ldl, ldl cholesterol, bad cholesterol
        hdl, hdl cholesterol, good cholesterol
        triglycerides, trigs
        crp, c reactive protein, inflammation markers, inflammatory markers
        esr
        glucose, fasting glucose, blood glucose, fasting blood sugar
        testosterone, testosterone level, testosterone levels
        cortisol
        psa
        creatinine, egfr, kidney function
        liver function, lfts, liver enzymes
        white cell count, white blood cells, wbc
        platelets
        full blood count, fbc, cbc, complete blood count
        potassium
    """),
    "cholesterol": ("cholesterol, total cholesterol, lipids, lipid panel, lipid profile", """
        ldl, ldl cholesterol, bad cholesterol
        hdl, hdl cholesterol, good cholesterol
        triglycerides, trigs
    """),
    # An organ or a condition and the lab tests that measure it: "col's prostate" is answered by "PSA 3.1",
    # "how are her kidneys" by "eGFR down to 58", "his diabetes" by "HbA1c 48". The test is a kind of the
    # organ's (or condition's) check, as the knee's ligaments are parts of the knee: a record of a test
    # answers the question of its organ (narrower), never another organ's ("his liver" is not his PSA).
    # Each test is its own member: ALT says nothing of GGT. Written from what each test measures, the
    # common tests of a GP's bloods, not from any question set.
    "prostate": ("prostate, prostate gland, prostate test, prostate tests, prostate check, prostate checks", """
        psa, psa test, psa level, psa levels, prostate specific antigen
        enlarged prostate, bph, benign prostatic hyperplasia
        prostate cancer
    """),
    "thyroid": ("thyroid, thyroid gland, thyroid function, thyroid test, thyroid tests, thyroid levels, thyroid bloods", """
        tsh, thyroid stimulating hormone
        t4, free t4, ft4, thyroxine level
        t3, free t3, ft3
        underactive thyroid, hypothyroid, hypothyroidism, low thyroid
        overactive thyroid, hyperthyroid, hyperthyroidism
    """),
    "kidney": ("kidney, kidneys, renal, kidney function, renal function, kidney test, kidney tests", """
        creatinine
        egfr, gfr
        urea
        kidney stones, kidney stone
        ckd, chronic kidney disease
    """),
    "liver": ("liver, liver function, lfts, lft, liver enzymes, liver test, liver tests, liver bloods", """
        alt, alanine aminotransferase
        ast, aspartate aminotransferase
        ggt, gamma gt
        bilirubin
        fatty liver
    """),
    "diabetes": ("diabetes, diabetic", """
        hba1c, a1c, glycated haemoglobin, glycated hemoglobin
        glucose, fasting glucose, blood glucose, fasting blood sugar
    """),
    "iron": ("iron, iron levels, iron level, iron stores", """
        ferritin
        anaemia, anemia, anaemic, anemic, low iron
    """),
    "supplement": ("supplement, supplements, supplementation, vitamins, vitamin", """
        creatine
        whey, protein powder, protein shake
        calcium
        vitamin d, vitamin d3, d3, cholecalciferol
        vitamin b12, b12
        vitamin c
        iron tablets, ferrous
        magnesium
        zinc
        omega 3, omega, fish oil, algae oil
        multivitamin, multivitamins
        electrolytes, electrolyte, salt tablets
        collagen
        melatonin
        probiotic, probiotics
        beta alanine
        caffeine pills, pre workout
    """),
    "sport": ("sport, sports, exercise, activity, activities, cardio", """
        running, run, runs, runner, jog, jogging, jogged, fell running, fell runner, fell race
        cycling, cycle, bike, biking, cyclist
        swimming, swim, swims, swam, swimmer
        rowing, rower, row
        walking, walk, walks, walked, stroll, strolls
        hiking, hike, hikes, hillwalking
        yoga, hot yoga
        pilates
        tai chi
        aerobics, aqua aerobics, aquafit
        dancing, dance, danced, zumba
        climbing, bouldering, boulder
        powerlifting, powerlifter
        weightlifting, olympic lifting, olympic weightlifting
        crossfit
        tennis
        squash
        badminton
        golf
        football, soccer, footy
        rugby
        netball
        basketball
        cricket
        boxing
        martial arts, karate, judo, jiu jitsu, bjj
        skiing, ski
        spin, spinning, spin class
        triathlon
        hiit, hiit class, hiit session, hiit workout
        circuit training, circuits, circuit class
    """),
    "exercise": ("exercise, exercises, lift, lifts, movement, movements", """
        squat, squats, front squat, back squat, box squat
        deadlift, deadlifts, deadlifting, dl, dls, rdl, rdls, romanian deadlift, sumo deadlift, trap bar deadlift, hex bar deadlift
        bench press, bench
        overhead press, ohp, shoulder press, military press
        push up, push ups, press up, press ups
        pull up, pull ups, pullup, pullups, chin up, chin ups, chinup, chinups
        lunge, lunges, split squat, split squats
        plank, planks
        crunch, crunches, sit up, sit ups
        burpee, burpees
        hip thrust, hip thrusts, glute bridge, glute bridges
        curl, curls, bicep curl, bicep curls, hammer curls
        snatch
        clean and jerk
        kettlebell swing, kettlebell swings, swings
        step ups, step up
        calf raises
        nordic curls
        bent over row, bent over rows, barbell row, barbell rows, dumbbell row, dumbbell rows, cable row, seated row
        lat pulldown, lat pulldowns, pulldown, pulldowns
        leg press
        thruster, thrusters
        box jump, box jumps
        farmers walk, farmers carry, farmer carry, farmers carries
        wall ball, wall balls
        face pull, face pulls
        pull apart, pull aparts
    """),
    # CrossFit's words for a session and its formats.
    "conditioning workout": ("wod, wods, workout of the day, metcon, metcons", """
        amrap, amraps, as many rounds as possible
        emom, emoms, every minute on the minute
        tabata
        chipper
    """),
    # A runner's sessions: the easy and long runs and the quality work ("speed work").
    "run session": ("run session, run sessions, running session, running sessions, run workout, run workouts", """
        tempo, tempo run, tempo runs, threshold run, threshold runs
        intervals, interval session, interval sessions, interval training, track session, track sessions, track workout
        strides
        fartlek
        hill repeats, hill sprints, hill reps
        long run, long runs
        easy run, easy runs, recovery run, recovery runs
    """),
    "speed work": ("speed work, speedwork, speed session, speed sessions", """
        tempo, tempo run, tempo runs, threshold run, threshold runs
        intervals, interval session, interval sessions, interval training, track session, track sessions, track workout
        strides
        fartlek
        hill repeats, hill sprints, hill reps
    """),
    "intolerance": ("allergy, allergies, allergic, intolerance, intolerances, intolerant", """
        lactose, dairy intolerance, lactose intolerance
        gluten, coeliac, celiac, wheat
        nut, nuts, peanut, peanuts, tree nuts
        shellfish
        soy
        egg allergy
    """),
    "meal": ("meal, meals", """
        breakfast, morning meal, brekkie
        brunch
        lunch
        dinner, supper, evening meal
        snack, snacks
    """),
    "drink": ("drink, drinks, beverage, beverages", """
        water
        coffee, espresso, latte, cappuccino
        tea, chai
        energy drink, energy drinks, red bull, monster
        juice
        fizzy drinks, soda, coke, cola
        milk
        beer, beers, lager, ale, pint, pints
        wine, prosecco, champagne
        spirits, whisky, whiskey, vodka, gin, rum, tequila
        cider
        cocktail, cocktails
    """),
    "alcohol": ("alcohol, alcoholic, booze, boozing", """
        beer, beers, lager, ale, pint, pints
        wine, prosecco, champagne
        spirits, whisky, whiskey, vodka, gin, rum, tequila
        cider
        cocktail, cocktails
    """),
    "dairy": ("dairy", """
        milk
        cheese, paneer, cottage cheese
        yogurt, yoghurt, greek yogurt
        butter
        cream
        ice cream
    """),
    "meat": ("meat", """
        chicken
        beef, steak, mince
        pork, bacon, ham, sausage, sausages, salami
        lamb
        turkey
    """),
    "fish": ("fish, seafood", """
        salmon
        tuna
        cod
        mackerel
        sardines
        prawns, shrimp
    """),
    "carbohydrate": ("carbs, carb, carbohydrate, carbohydrates", """
        rice
        pasta, noodles
        bread, toast, roti, wraps
        oats, porridge, oatmeal
        potatoes, potato
        cereal
    """),
    "kit": ("kit, gear, equipment", """
        belt, lifting belt
        straps, lifting straps, wrist wraps
        shoes, running shoes, spikes
        watch, gps watch, garmin, smartwatch
        heart rate monitor, chest strap
        power meter
        foam roller
        resistance band, resistance bands, bands
        kettlebell, kettlebells
        dumbbell, dumbbells
        barbell
        treadmill
        rowing machine, erg
        smart trainer, turbo trainer, turbo, indoor trainer, bike trainer, wahoo kickr, kickr, tacx
        walking stick, stick, cane
        walking frame, zimmer frame, frame, walker, rollator
        crutches, crutch
        brace, knee brace, splint
        boot, moon boot, aircast, aircast boot, air cast boot, surgical boot, protective boot
        knee sleeves, sleeves
        poles, trekking poles
        cpap, cpap machine, sleep apnoea machine, sleep apnea machine, apnoea machine, apnea machine
        insoles, orthotics
        tape, taping, kinesio tape
        grips
        chalk
        wetsuit
        weighted vest, vest
        gloves
        pendant alarm, alarm
        saddle, bike seat, seat
    """),
    "event": ("race, races, event, events, competition, competitions, comp, comps, contest", """
        marathon
        half marathon
        5k, parkrun
        10k
        ultra, ultramarathon, ultra marathon
        triathlon, ironman, 70 3
        powerlifting meet
        hill climb
        duathlon
        trail race
        time trial, time trials
        sportive, sportives, gran fondo
        obstacle race, tough mudder, spartan race
        fun run, fun runs
        hyrox
    """),
    # A race known by its name is a kind of its distance: "the great north run" answers "her half
    # marathon" (not the other way: a half marathon may be any other). Only names that do not say
    # the distance ("london marathon" and "bath half marathon" already hold it).
    "half marathon": ("half marathon, half marathons", """
        great north run, gnr
        great scottish run
        great birmingham run
        royal parks half
        big half
    """),
    "scan": ("scan, scans, imaging", """
        mri
        x ray, xray
        ct scan, ct, cat scan
        ultrasound
        dexa, dxa, bone density scan, bone scan
        ecg, ekg, electrocardiogram, heart tracing, heart trace
    """),
    "condition": ("condition, conditions, diagnosis, illness", """
        diabetes, diabetic, type 2 diabetes, type 1 diabetes
        prediabetes, prediabetic, pre diabetic
        hypertension, high blood pressure, blood pressure, bp, high bp
        hypo, hypos, hypoglycaemia, hypoglycemia, low blood sugar, low blood sugars, low sugar, sugar low, sugar dropped, sugars dropped, sugar crash
        hyperglycaemia, hyperglycemia, high blood sugar, high sugar
        asthma, asthmatic
        arthritis, osteoarthritis
        osteoporosis
        osteopenia
        anaemia, anemia, anaemic, anemic, low iron
        concussion, concussed, head injury, knock on the head, knock to the head, bang on the head, blow to the head
        sciatica
        slipped disc, slipped disk, herniated disc, bulging disc, disc bulge
        frozen shoulder
        golfer's elbow, golfers elbow, medial epicondylitis, medial epicondylalgia
        tennis elbow, lateral epicondylitis, lateral epicondylalgia
        underactive thyroid, hypothyroid, hypothyroidism, low thyroid
        overactive thyroid, hyperthyroid, hyperthyroidism
        tendinopathy, tendonitis, tendinitis
        plantar fasciitis
        shin splints
        stress fracture, stress reaction, bone stress injury
        hernia
        diastasis, diastasis recti, separated stomach muscles, ab separation
        incontinence, leak, leaking, leaks
        amenorrhoea, amenorrhea, missing periods, missed periods, lost her periods
        insomnia
        sleep apnoea, sleep apnea, apnoea, apnea
        gout
        pcos, polycystic ovary syndrome
        endometriosis
        migraine, migraines
        depression, depressed, low mood
        anxiety, anxious, panic attacks
        constipation, constipated, bunged
        heart attack, cardiac arrest
        pacemaker
        stent
        cancer
        covid
        flu
    """),
    # A replaced joint by the joint: "what joint did he have replaced" is answered by "hip replacement".
    "joint replacement": ("joint replacement, joint replacements, replaced joint", """
        knee replacement, knee replacement surgery
        hip replacement, hip replacement surgery
        shoulder replacement
    """),
    "surgery": ("surgery, surgeries, operation, operations, op, procedure", """
        knee replacement, knee replacement surgery
        hip replacement, hip replacement surgery
        shoulder replacement
        arthroscopy, arthroscopic, keyhole surgery, keyhole
        laparoscopy, laparoscopic, laparoscopic surgery
        stent
        pacemaker, pacemaker fitted
        heart bypass, bypass surgery, triple bypass, cabg
        ablation, cardiac ablation
        caesarean, caesarian, cesarean, c section
        acl reconstruction, acl surgery
        back surgery, spinal surgery, spinal fusion, discectomy
        shoulder surgery, shoulder reconstruction, shoulder stabilisation
        hernia repair
        appendectomy, appendix removed
        gallbladder removal, gallbladder surgery, cholecystectomy
        cataract removal, cataract removed, cataract surgery, cataract operation, lens replacement, new lens
        bunion surgery
        carpal tunnel release, carpal tunnel surgery
        stitches
    """),
    # A hospital's departments are places in it: "icu filling up again, 13 hr shifts" says where she
    # works when asked about "her hours at the hospital"; a ward by its own name is no other place.
    "hospital": ("hospital, hospitals", """
        icu, itu, intensive care, intensive care unit, critical care
        accident and emergency, emergency department, emergency room
        hdu, high dependency unit
    """),
    "professional": ("", """
        physio, physiotherapist, physiotherapy, physical therapist
        personal trainer, personal trainers
        doctor, doctors, doc, docs, gp, physician
        cardiologist, heart doctor
        nurse
        dietitian, dietician, nutritionist
        chiropractor
        osteopath
        podiatrist
        psychologist, therapist, counsellor
        sports doctor, sports physician
        surgeon
        dentist
        pharmacist
    """),
    # A grandson and a granddaughter are two grandchildren, each a kind of grandchild (as in "relative").
    "grandchild": ("grandchild, grandchildren, grandkid, grandkids", """
        grandson, grandsons
        granddaughter, granddaughters
    """),
    "relative": ("family, relatives", """
        grandchild, grandchildren, grandkid, grandkids
        grandson, grandsons
        granddaughter, granddaughters
        daughter, daughters
        son, sons
        sister, sisters
        brother, brothers
        mum, mother, mom, mam
        dad, father
        wife
        husband
        partner, boyfriend, girlfriend
        aunt, aunts, aunties, auntie
        uncle, uncles
        cousin, cousins
        grandmother, grandma, nan, granny
        grandfather, grandpa, grandad
    """),
    "feeding": ("feeding, feeds", """
        breastfeeding, breastfeed, breastfed, nursing, breast milk
        bottle feeding, formula
    """),
    "gathering": ("occasion, celebration, party", """
        wedding
        christening, baptism
        funeral
        birthday, birthday party
        graduation
        anniversary
        stag do, hen do
        christmas
    """),
    # Injuries by what happened to the tissue; where on the body is the "body part" family.
    # "Hurt" as the verb of an injury ("who hurt a hand", "did he hurt himself"): any injury named
    # answers it ("UCL sprain, skier's thumb"), as it answers "injured".
    "injury": ("injury, injuries, injured, hurt, niggle, niggles, niggly", """
        sprain, sprains, sprained, rolled ankle, twisted ankle, turned ankle, went over on ankle
        strain, strains, strained, pulled muscle
        tear, torn, rupture, ruptured
        fracture, fractures, fractured, broken bone, broken
        dislocation, dislocated, subluxation
        bruise, bruised, bruising
        graze, grazes, grazed, road rash
        concussion, concussed, head injury, head knock, knock on the head, knock to the head, bang on the head, blow to the head
    """),
    # What a client feels: the everyday names of one symptom on one line.
    # "Any side effects?" asks for the symptoms a medicine brought: any symptom named answers it.
    "symptom": ("symptom, symptoms, side effect, side effects", """
        numb, numbness, pins and needles, tingling, tingly
        dizzy, dizziness, lightheaded, light headed, woozy, faint, fainted
        nausea, nauseous, queasy, feel sick, felt sick, vomiting, vomited
        cramp, cramps, cramping
        breathless, breathlessness, short of breath, wheezy, wheezing
        upset stomach, stomach upset, upset tummy, stomach churn, stomach issues, stomach problems, gut issues, gi issues
        heartburn, reflux, acid reflux, indigestion
        night sweats, hot flushes, hot flush, hot flashes, hot flash, woke up drenched, waking up drenched
        swelling, swollen, puffy, puffiness
        headache, headaches, migraine, migraines
        palpitations, racing heart, heart racing
    """),
    # Breathing and the lungs: a breathing symptom or a lung-function reading is news of them ("grace's
    # breathing": "breathless on the stairs"; "his lungs": "fev1 back up to 51%").
    "breathing": ("breathing, breath, breathe, lungs, lung, respiratory", """
        breathless, breathlessness, short of breath, out of breath, wheezy, wheezing
        fev1, lung function, spirometry, peak flow
    """),
    # The heart as a body system, asked plainly ("what's going on with pauline's heart"): the records name
    # its conditions the clinic's way ("the gp says atrial fibrillation", "irregular heartbeat", "heart
    # attack"), which answer it as "breathless" answers "her breathing"; "fibrillation" alone too, so the
    # keyword query reaches the records naming it (shared/domain/kinds_of.py brings one-word names only).
    # Each condition is its own member
    # (a history of AF says nothing of a heart attack); the heart's rate a member too, so a "heart rate"
    # asked is no condition's (and a record of AF alone no heart rate's). Not the procedures (pacemaker,
    # stent, bypass: the operations' families) nor "pulse" (a food too).
    "heart": ("heart, hearts, heartbeat, heart beat, cardiac, heart problem, heart problems, heart condition, heart trouble", """
        atrial fibrillation, fibrillation, afib, irregular heartbeat, irregular heart beat, irregular heart rhythm, arrhythmia, heart rhythm
        heart attack, cardiac arrest
        angina
        heart failure
        palpitations, racing heart, heart racing, heart flutter, heart fluttering
        heart rate, heart rates, resting heart rate
    """),
    # Moods, one family each: a client can be worried and low at once, so one mood named in the
    # records says nothing about another (no siblings, unlike two joints). "Overwhelmed" and
    # "stressed" stay with the everyday equivalents (vocabulary.py).
    "anxiety": ("", """
        anxious, anxiety, nervous, nerves, panic, panicked, panicking, panicky, worried, worrying, on edge
    """),
    "low mood": ("", """
        low mood, depressed, depression, feeling low
    """),
    "irritability": ("", """
        irritable, snappy, short tempered
    """),
    "loneliness": ("", """
        lonely, loneliness, isolated
    """),
    # Tiredness as clients put it: one thing, many words ("wiped" / "knackered" / "burnt").
    "tiredness": ("", """
        tired, tiredness, exhausted, exhaustion, knackered, drained, shattered, fatigue, fatigued, wiped, burnt, burnout, zombie, running on empty, wrecked, zonked, whacked, sluggish, lethargic, lethargy, groggy, flagging, low energy, dead on my feet, cream crackered
    """),
    "sleep": ("sleep, sleeping, slept, asleep, fall asleep, falling asleep, fell asleep", """
        nap, naps, napping, power nap
        insomnia, sleepless, sleepless nights, trouble sleeping, poor sleep
        sleep apnoea, sleep apnea
    """),
    # Women's health: the cycle and its stages.
    "cycle": ("", """
        period, periods, menstrual, menstruation, period pain
        menopause, menopausal, perimenopause, perimenopausal
        pregnant, pregnancy, expecting
        postpartum, postnatal, post natal
    """),
    # Not protein or fat: "protein" is met by whey or chicken, and "fat" by "fat loss".
    "nutrition": ("nutrition, macros, macronutrients", """
        calories, calorie, kcal, cals, energy intake
        fibre, fiber
        salt, sodium
        sugar, sugars
    """),
    "personal best": ("", """
        pb, pbs, pr, prs, personal best, personal bests, personal record, personal records, lifetime best
    """),
    "hangover": ("", """
        hangover, hangovers, hungover
    """),
    "study": ("", """
        exam, exams, midterm, midterms, finals, exam week, exam season
        thesis, dissertation
        coursework, assignment, assignments
    """),
    "trip": ("", """
        business trip, business trips, work trip, work trips, conference
        holiday, holidays, vacation
    """),
    "vehicle": ("", """
        taxi, taxis, cab, cabs, minicab
        lorry, lorries, truck, trucks, hgv
        car, cars
        van, vans
    """),
    "shoes": ("shoes, shoe, trainers, running shoes, running shoe, sneakers, sneaker, footwear", _SHOE_KINDS),
    "watch": ("watch, watches, gps watch, smartwatch, smart watch, sports watch, running watch, fitness tracker, activity tracker, tracker, trackers, tracking device, tracking devices, gps tracker, wearable, wearables", _WATCH_KINDS),
    "bike": ("bike, bikes, bicycle, bicycles", _BIKE_KINDS),
    # What a client says for a fall: one thing, many words ("took a tumble", "slipped on the ice").
    # Written as heads (two heads of one family are the same thing), not as a member: a member's
    # one-word names widen the keyword query (kinds.synonyms), and "falls" is also a waterfall.
    "fall": ("fall, falls, fell, fallen, tumble, tumbles, tumbled, took a tumble, slip, slips, slipped, slipping, stumble, stumbled, stumbling, lost my footing, lost her footing, lost his footing, went flying, keeled over", ""),
    # A condition suddenly worse for a while: the clinic's word and the client's ("exacerbation" of a
    # chest, "flare up" of a gut or a joint), one thing.
    # A member, not a head: the member's one-word names widen the keyword query (kinds.synonyms).
    "flare up": ("", """
        flare up, flare ups, flared up, flaring up, flare, flares, flared, exacerbation, exacerbations
    """),
    # Being ill, in the everyday words ("poorly", "a bug"; "under the weather" is read as "unwell":
    # `read_as`), and its common kinds.
    # Not bare "cold": "the cold doesn't help" is the weather (the "temperature" family).
    "illness": ("ill, illness, unwell, poorly, sick, sickness, bug, virus, lurgy", """
        head cold, common cold, chest cold, runny nose, sniffles, sniffly, snotty, blocked nose, stuffy nose, bunged up
        flu, influenza, man flu, flu like
        covid, covid 19, coronavirus
        stomach bug, tummy bug, sickness bug, vomiting bug, gastro, gastroenteritis, norovirus, food poisoning
        chest infection, bronchitis, pneumonia
        sore throat, tonsillitis, strep throat
        sinusitis, sinus infection
        ear infection
        uti, urinary tract infection, water infection, cystitis
        fever, feverish, high temperature, running a temperature
    """),
    # Going to the toilet, in the everyday words: the room's names are one thing (heads), passing
    # water and opening the bowels kinds of it ("how often is she up for the loo" is answered by
    # "peeing three times a night"). Not "wee": a Scots "a wee bit" is small; not "bathroom": a
    # room of the house; not "stool": a seat.
    "toilet": ("toilet, toilets, loo, loos, lavatory, lavatories, toilet trips, toilet trip, toilet breaks, loo breaks, bathroom breaks, bathroom trips", """
        pee, pees, peeing, urinate, urinating, urination, nocturia
        poo, poos, pooing, bowel movement, bowel movements
    """),
    # How warm a client feels: cold and hot are siblings (one says nothing of the other).
    "temperature": ("", """
        cold, colder, chilly, freezing, shivering, shivery, shivers, nippy, feel the cold, feels the cold
        hot, overheating, overheated, overheat, sweltering, roasting
    """),
}


# Names whose meaning rests on a function word the keyword index drops: "on the pill" is the
# contraceptive pill, while "pills" is any medicine (a head of "medicine"); "under the weather"
# would be "weather" alone. A text is read with
# these rewritten before its stems are taken: in a question's keyword text
# (shared/domain/retrieval.py, `keyword_text`), in a record's names (`entries`,
# shared/domain/sameness.py `said`).
_READ_AS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bthe pill\b", re.IGNORECASE), "contraceptive pill"),
    (re.compile(r"\bunder the weather\b", re.IGNORECASE), "unwell"),
    (re.compile(r"\boff colou?r\b", re.IGNORECASE), "unwell"),
    # A fever in a client's words: "I'm burning up", "he was burnin up". After a word of being or
    # feeling only: "legs burning up the hill" is effort, not a temperature.
    (re.compile(r"\b(am|i'm|im|was|is|are|he's|she's|hes|shes|been|felt|feel|feels|feeling)\s+(?:really\s+|proper\s+)?burnin[g']?\s+up\b",
                re.IGNORECASE), r"\1 feverish"),
    # Having a temperature is a fever, said with the function word the index drops ("a"): "did he have
    # a temperature", "she's running a temp". Not a temperature read ("the temperature was 30").
    (re.compile(r"\b(have|has|had|having|got|running|ran|run)\s+a\s+(?:high\s+|bit\s+of\s+a\s+)?temp(?:erature)?\b",
                re.IGNORECASE), r"\1 high temperature"),
)


@lru_cache(maxsize=16384)
def read_as(text: str) -> str:
    """`text` with the table's function-word names written as their plain names ("the pill" ->
    "contraceptive pill"). Cached: the same record texts are read for every question's candidates,
    and the clipped forms' pass (clipped.read) runs a regular expression over the whole text."""
    for pattern, plain in _READ_AS:
        text = pattern.sub(plain, text)
    return clipped.read(text, clipped_name)  # "hammy" -> "hamstring"


@lru_cache(maxsize=1)
def _one_word_names() -> dict[str, tuple[tuple[str, int | None], ...]]:
    """Every one-word name of the table (lowercase, as written) -> the (family, member)s it names."""
    out: dict[str, list[tuple[str, int | None]]] = {}
    for key, names in _written().items():
        for name in names:
            if name.isalpha():
                out.setdefault(name.lower(), []).append(key)
    return {k: tuple(dict.fromkeys(v)) for k, v in out.items()}


@lru_cache(maxsize=4096)
def clipped_name(word: str) -> str | None:
    """The table's one-word name `word` (lowercase) is a clipped form of ("hammy" -> "hamstring"):
    shared/domain/clipped.py."""
    return clipped.full_name(word, _one_word_names())


@dataclass(frozen=True)
class Entry:
    """A name in the table: its family, the member it names (None for a head) and its stems."""

    family: str
    member: int | None
    stems: tuple[str, ...]


def _names(line: str) -> list[tuple[str, ...]]:
    """The line's names as stems. A name's function words are dropped as the keyword index drops
    them ("back of the thigh" is back, thigh); a phrase left with one word is left out: it
    would match any text with that word ("press up" -> "press" would match "press pause")."""
    out = []
    for name in line.split(","):
        stems = tuple(tokens(name))
        if stems and (len(name.split()) == 1 or len(stems) >= 2):
            out.append(stems)
    return out


@lru_cache(maxsize=1)
def _table() -> dict[tuple[str, ...], tuple[Entry, ...]]:
    """Every name (as stems) -> the entries it is, built once from _FAMILIES."""
    out: dict[tuple[str, ...], list[Entry]] = {}
    for family, (heads, members) in _FAMILIES.items():
        for stems in _names(heads):
            out.setdefault(stems, []).append(Entry(family, None, stems))
        for n, line in enumerate(line for line in members.strip().splitlines() if line.strip()):
            for stems in _names(line):
                out.setdefault(stems, []).append(Entry(family, n, stems))
    return {k: tuple(dict.fromkeys(v)) for k, v in out.items()}  # "hip flexor", "hip flexors": one entry


# In a record, a phrase of the table is found with up to this many other words between two of
# its words (function words do not count: they are never stems): "my sugar really dropped"
# names "sugar dropped", "the back of my left thigh" names "back of the thigh". One, because a
# wider gap joins words of different clauses ("back squat, thighs burning" would be one). In a
# question, none: a trainer types the phrase as it is ("shoulder pain during pressing" is not
# a "shoulder press"), and a false phrase there would speak for the whole question.
PHRASE_GAP = 1


@lru_cache(maxsize=1)
def _phrases() -> dict[str, tuple[tuple[str, ...], ...]]:
    """first stem -> the table's names of two or more words starting with it, longest first."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for stems in _table():
        if len(stems) > 1:
            out.setdefault(stems[0], []).append(stems)
    return {k: tuple(sorted(v, key=lambda n: (-len(n), n))) for k, v in out.items()}


def _phrase_end(stems: tuple[str, ...], i: int, name: tuple[str, ...], gap_allowed: int) -> int | None:
    """Where `name` ends if it starts at position i of `stems` (`gap_allowed` words allowed between its words)."""
    j = i + 1
    for stem in name[1:]:
        for gap in range(gap_allowed + 1):
            if j + gap < len(stems) and stems[j + gap] == stem:
                j += gap + 1
                break
        else:
            return None
    return j


@lru_cache(maxsize=16384)
def entries(text: str, gap: int = 0) -> list[Entry]:
    """The table's names `text` contains (its stems in order), longest match first at each position;
    `gap`: words allowed inside a phrase (0 for a question, PHRASE_GAP for a record). Cached as
    `entries_of` is (the same list object for the same input): the decision reads the names of the
    same candidates' texts for each question word (shared/domain/word_evidence.py)."""
    stems = tokens(read_as(text))
    return entries_of(tuple(stems), gap)


@lru_cache(maxsize=4096)
def entries_of(stems: tuple[str, ...], gap: int = 0) -> list[Entry]:
    return [e for _start, _end, found in spans(stems, gap) for e in found]


@lru_cache(maxsize=4096)
def spans(stems: tuple[str, ...], gap: int = 0) -> tuple[tuple[int, int, tuple[Entry, ...]], ...]:
    """Where the table's names are in `stems`: (start, end, entries), the longest name first at each
    position; the words a phrase spans (and any word between them) belong to that name alone."""
    table, phrases = _table(), _phrases()
    found: list[tuple[int, int, tuple[Entry, ...]]] = []
    i = 0
    while i < len(stems):
        step = 1
        for name in phrases.get(stems[i], ()):
            end = _phrase_end(stems, i, name, gap)
            if end is not None:
                found.append((i, end, table[name]))
                step = end - i  # "hip flexor" is the name here, not also "hip"
                break
        else:
            single = table.get(stems[i: i + 1])
            if single:
                found.append((i, i + 1, single))
        i += step
    return tuple(found)


@lru_cache(maxsize=1)
def _written() -> dict[tuple[str, int | None], tuple[str, ...]]:
    """(family, member; None for the heads) -> its names as written in _FAMILIES."""
    out: dict[tuple[str, int | None], list[str]] = {}
    for family, (heads, members) in _FAMILIES.items():
        out.setdefault((family, None), []).extend(n.strip() for n in heads.split(",") if n.strip())
        for n, line in enumerate(line for line in members.strip().splitlines() if line.strip()):
            out.setdefault((family, n), []).extend(name.strip() for name in line.split(",") if name.strip())
    return {k: tuple(v) for k, v in out.items()}


def meaning_names(entry: Entry) -> tuple[str, ...]:
    """The names, as written, of what means `entry`: its member's names; for a head, every name of its
    family (the heads are the same thing, the members kinds of it)."""
    written = _written()
    if entry.member is not None:
        return written.get((entry.family, entry.member), ())
    return tuple(name for (family, _), names in written.items() if family == entry.family for name in names)


def naming(word: str, question: str) -> list[Entry]:
    """The names of the question that `word` (one word of it) is part of."""
    own = tokens(word)
    if not own:
        return []
    return [e for e in entries(question) if own[0] in e.stems]


@lru_cache(maxsize=1)
def _words_of_members() -> dict[str, tuple[str, ...]]:
    """stem of a one-word name -> the one-word names of every member it names."""
    out: dict[str, dict[str, None]] = {}
    for _family, (_heads, members) in _FAMILIES.items():
        for line in members.strip().splitlines():
            names = [n.strip() for n in line.split(",") if n.strip()]
            single = [n for n in names if len(n.split()) == 1 and tokens(n)]
            for n in single:
                out.setdefault(tokens(n)[0], {}).update(dict.fromkeys(single))
    return {k: tuple(v) for k, v in out.items()}


def synonyms(word: str) -> list[str]:
    """The other one-word names of the member(s) `word` names ("physio" -> "physiotherapist",
    "physiotherapy"; "tummy" -> "stomach", "belly", ...): the same thing, for the keyword list and
    the coverage (shared/domain/vocabulary.py). Phrases and heads are left out: a phrase's words
    one by one, or a broader word, would not be the same thing."""
    own = tokens(word)
    if len(own) != 1:
        return []
    return [n for n in _words_of_members().get(own[0], ()) if tokens(n)[0] != own[0]]


def heads_beside(word: str, question: str) -> list[str]:
    """The question's other words that name a family `word` is a member of ("drink" in "does she
    drink beer?"): they say nothing the member does not, so they go with it when the question's
    meaning is measured without it."""
    families = {e.family for e in naming(word, question) if e.member is not None}
    out = []
    for other in question.split():
        own = tuple(tokens(other))
        if own and any(e.member is None and e.family in families for e in entries_of(own)):
            out.append(other.strip(".,;:!?\"'()"))
    return out


def phrase_beside(word: str, question: str) -> list[str]:
    """The question's other words of the table's phrase `word` is part of ("back" beside "upper" in
    "did his upper back get tight?"): the phrase is one topic, so its meaning in the question is
    measured without all of it, not without one of its words."""
    own = tokens(word)
    stems = {s for e in naming(word, question) if len(e.stems) > 1 for s in e.stems} - set(own)
    out = []
    for other in question.split():
        theirs = tokens(other)
        if theirs and theirs[0] in stems:
            out.append(other.strip(".,;:!?\"'()"))
    return out


def relation(asked: Iterable[Entry], found: Iterable[Entry]) -> Relation | None:
    """How what a record names (`found`) stands to what the question names (`asked`): the closest
    of same, narrower, sibling over every pair, or None."""
    asked, found = list(asked), list(found)
    best: Relation | None = None
    for a in asked:
        for f in found:
            if a.family != f.family:
                continue
            if a.member == f.member:  # one member's names, or two heads of one family
                return "same"
            if a.member is None and f.member is not None:
                best = "narrower"
            elif a.member is not None and f.member is not None and best is None:
                best = "sibling"
    return best


def means(asked: Iterable[Entry], found: Iterable[Entry]) -> bool:
    """Do the names a record holds (`found`) say what the question's name (`asked`) says: the same
    thing, or a kind of it ("operation" for "surgery", "calcium" for "supplements", "sugar
    dropped" for "hypo")? A sibling ("metformin" for "insulin") does not. The one test of
    sameness the ranking's `coverage`, the decision's `holds` and its meaning check share
    (shared/domain/sameness.py)."""
    return relation(asked, found) in ("same", "narrower")


def only_siblings(asked: Iterable[Entry], found: Iterable[Entry]) -> bool:
    """The records' names (`found`) hold another member of a family the question's name is a member of,
    and nothing that is the same thing, a kind of it, or the family's broader word ("my arm aches"
    may be about the elbow; "my wrist clicks" is not)."""
    asked, found = list(asked), list(found)
    if relation(asked, found) != "sibling":
        return False
    families = {a.family for a in asked if a.member is not None}
    return not any(f.member is None and f.family in families for f in found)


# A hyphenated compound: words joined by hyphens ("single-leg", "back-to-back", "x-ray").
_COMPOUND = re.compile(r"[^\W_]+(?:-[^\W_]+)+", re.UNICODE)


def without_modifier_compounds(text: str) -> str:
    """`text` without its hyphenated compounds that hold one of the table's names only as a part
    ("single-leg stance", "back-to-back days", "knee-high socks"): there the name modifies another
    word, it does not name the thing, and a record about a wrist that prescribes "single-leg
    stance" says nothing about the leg. A compound that is itself a name ("x-ray", "pull-ups",
    "half-marathon") or holds none ("sit-to-stand", "4-6") stays. For reading records' names on
    the decision side (shared/domain/word_evidence.py), not for the ranking's coverage."""

    def keep(match: re.Match[str]) -> str:
        stems = tuple(tokens(match.group(0)))
        found = spans(stems)
        if not found or any(start == 0 and end == len(stems) for start, end, _ in found):
            return match.group(0)
        return " "

    return _COMPOUND.sub(keep, text)


def relation_of_words(asked: str, found: str) -> Relation | None:
    """`relation` for two names written out ("insulin", "metformin"): `asked` read as a question, `found` as a record."""
    return relation(entries(asked), entries(found, PHRASE_GAP))
