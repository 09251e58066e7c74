"""Formal prose's frames (issue 38, item 4): firms, case parties, persons by their role, care
homes and public bodies in judgments, solicitors' letters and German court and care letters.

    python benchmarks/formal_frames.py                  # the dev half, before/after a change
    python benchmarks/formal_frames.py --list           # also every miss and false proposal (dev only)
    python benchmarks/formal_frames.py --half held-out  # the held-out half: figures only
    PYTHONPATH=../base python benchmarks/formal_frames.py   # another checkout's teianon

The sentences were written for this measure (CC0) with invented firms, people and streets and
real towns. The **dev half** is what the rules of this round were written and checked on: the
kinds of issue 38's item 4 (``X Ltd``, ``X LLP``, ``X & Co``, ``the X Council``, ``X NHS Trust``,
case parties ``X v Y``, ``the Claimant, Mr X``, ``X GmbH & Co. KG``, ``Praxis Dr. X``, a
firm after ``trading as``) and near-misses that must stay (public bodies, courts, statutes,
fixtures, words of the language in a title). The **held-out half** was written after those rules,
with other names and a few kinds they were not written for, and no rule was changed for it.

``[[name|CAT]]`` marks a private reference (any category counts where something replaced
overlaps it); ``[[name|STAY]]`` one that must stay (a public body, a country, a court); every
other word must stay too: a replaced reference over no mark is a false proposal, and one that
reaches beyond the mark it overlaps (``See Ashgrove Tiles Ltd``) loses a word of the letter.
Each sentence is a post of its own document, default settings, as letters_heldout.py does.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from letters_heldout import replaced, sentences  # noqa: E402

from teianon.pipeline.settings import Settings  # noqa: E402

DEV = """
The claimant was employed by [[Brackwell Logistics Ltd|ORG]] from 2015.
The contract was signed with [[Oldfield Harcourt plc|ORG]] in March.
He is a partner at [[Tennant Vosper LLP|ORG]] in [[Ipswich|GPE]].
The goods were supplied by [[Marrow & Co|ORG]] of [[Leeds|GPE]].
A complaint was made to [[the Tanbridge Council|ORG]] about the fence.
She was treated at [[Westhaven NHS Trust|ORG]] for six weeks.
The tenancy was granted by [[Greystone Housing Association|ORG]] in 2012.
The claimant worked for [[the Fernleigh Partnership|ORG]] as a receptionist.
Her daughter attends [[St Aldric's Primary School|ORG]] near the house.
He studied at [[Pelham Sixth Form College|ORG]] before the accident.
He was admitted to [[Royal Stanmore Hospital|ORG]] on 3 May.
In [[Corrigan|PER]] v [[Pellworth Estates Ltd|ORG]] the court held that the duty was breached.
The Claimant, Mr [[Dunleavy|PER]], gave evidence on the second day.
Ms [[Okonkwo-Hart|PER]] (the Respondent) did not attend the hearing.
The Respondent, Mrs [[Aveline Trask|PER]], was represented by counsel.
The appeal in [[Harwood|PER]] v [[Lisle|PER]] was allowed.
The [[Department for Work and Pensions|STAY]] refused the claim.
The [[Employment Appeal Tribunal|STAY]] dismissed the appeal under the [[Equality Act 2010|STAY]].
The [[Supreme Court|STAY]] considered section 3 of the [[Human Rights Act 1998|STAY]].
She had a mortgage with [[Barclays|STAY]] and an account at [[Lloyds Bank|STAY]].
The [[Ministry of Justice|STAY]] published the guidance.
He was a member of the [[Labour Party|STAY]].
Invoices from [[Pembury Glazing Limited|ORG]] were never paid.
The lease between the Claimant and [[Cobham Street Properties Ltd.|ORG]] ended in 2019.
[[Harlow Quay Developments Ltd|ORG]] (the First Respondent) denied liability.
The First Respondent, [[Venlow Care Homes Limited|ORG]], operated the home.
The Respondent is [[Northgate Vehicle Hire plc|ORG]], a company registered in England.
She joined [[Baxendale Rudd & Co.|ORG]] as a trainee solicitor.
The accounts were prepared by [[Moorcroft Ellery & Co|ORG]], chartered accountants.
The surveyors, [[Hesketh Lyle LLP|ORG]], reported damp in the basement.
A letter was sent to [[Wrexford Borough Council|ORG]] in January.
The decision of [[North Averley District Council|ORG]] was quashed.
He was employed as a porter by [[Calderdale and Huddersfield NHS Foundation Trust|ORG]].
The nurse worked at [[Brookmere Community Health NHS Trust|ORG]] until 2018.
[[Ashcombe Homes Housing Association|ORG]] served a notice to quit.
The flat is let by [[Riverside Vale Housing Association Limited|ORG]].
The [[Kestrel Valley Partnership|ORG]] runs three surgeries.
He was a pupil at [[Hollins Park Academy|ORG]] until he was excluded.
She teaches at [[Marlow Heath Grammar School|ORG]].
The child was born at [[St Benedict's Hospital|ORG]] in [[Sunderland|GPE]].
He was seen at [[Greenbank Medical Centre|ORG]] by his GP.
The case of [[Thornley|PER]] v [[Castlemead Ltd|ORG]] was heard in June.
In [[Abernethy|PER]] v. [[Radcliffe|PER]], the judge awarded costs.
The appeal in [[R (Okafor)|PER]] v Secretary of State was dismissed.
The Claimant, Miss [[Yusupova|PER]], was dismissed on 4 April.
Mr [[Gerrard Halloran|PER]] (the Second Respondent) was the manager.
The Appellant, Mr [[T. Brennock|PER]], appeals against the decision.
Counsel for Dr [[Seraphine Mbeki-Lowe|PER]] submitted that the claim was out of time.
I am writing on behalf of Mrs [[Pauline Ashworth|PER]] of [[14 Tannery Lane|LOC]], [[Halifax|GPE]].
The [[Home Office|STAY]] refused the application under the [[Immigration Rules|STAY]].
The [[Crown Prosecution Service|STAY]] decided not to prosecute.
The [[Financial Conduct Authority|STAY]] fined [[HSBC|STAY]] last year.
She banked with [[NatWest|STAY]] and shopped at [[Tesco|STAY]].
The [[Conservative Party|STAY]] won the election.
The [[National Health Service|STAY]] is under strain.
The [[Employment Tribunal|STAY]] found that the dismissal was unfair.
The [[Council|STAY]] failed to respond to the letter.
The [[Trust|STAY]] admitted the breach of duty.
The [[Company|STAY]] was dissolved in 2020.
In [[Hetherington|PER]] v [[Brackley Foods Ltd|ORG]] the tribunal held that the test was objective.
The judgment in [[Mulcahy|PER]] v [[Treharne|PER]] was handed down in May.
[[Pomfret|PER]] v [[Ingleby Homes Ltd|ORG]] is authority for that proposition.
This appeal, [[Okonjo|PER]] v [[Wendover Borough Council|ORG]], concerns a housing duty.
The case of R v [[Szczepanski|PER]] concerned the admissibility of hearsay.
In the matter of [[Bellweather Catering Ltd|ORG]] the winding-up petition was dismissed.
The Claimant, Ms [[Imelda Crossthwaite|PER]], brought claims of unfair dismissal.
Mrs [[Crossthwaite|PER]] (the Claimant) was a senior nurse.
The Respondent, Dr [[Anselm Varga|PER]], denied the allegations.
The Appellant ([[Mr Kerridge|PER]]) was a tenant of the flat.
BETWEEN: [[Lorcan Devereux|PER]] Claimant and [[Harbury Print Solutions Ltd|ORG]] Respondent
Claimant: Miss [[Fenella Ormerod|PER]]
Respondent: [[Westbrook Dental Practice|ORG]]
The Claimant was employed by [[Westbrook Dental Practice|ORG]] as a dental nurse.
The second respondent, [[Mr Quentin Abara|PER]], was the practice manager.
Witness statement of [[Gwendolen Pryce|PER]], dated 12 March 2020.
The judgment in [[Baker|PER]] v [[Fischer|PER]] was overturned.
Saturday: [[Liverpool|STAY]] v [[Chelsea|STAY]], kick-off at three.
The old debate of [[Nature|STAY]] vs [[Nurture|STAY]] again.
It was [[Windows|STAY]] vs [[Linux|STAY]] all over again.
In R v [[Okwuosa|PER]] the conviction was quashed.
The case of [[Apple|STAY]] v [[Samsung|STAY]] went on for years.
In der Sache [[Hallerbach|PER]] ./. [[Wendt|PER]] wird Termin bestimmt.
He cited [[Donnelly|PER]] v. [[Carrow Haulage Ltd|ORG]] in his submissions.
[[Kowalski|PER]] v [[Secretary of State for Work and Pensions|STAY]] [2017] concerned benefits.
See [[Ashgrove Tiles Ltd|ORG]] for the details.
Contact [[Ashgrove Tiles Ltd|ORG]] for the details.
Ask [[Penrose Builders Ltd|ORG]] about the quote.
Compare [[Dunmore Freight plc|ORG]] with its rival.
Following [[Dunmore Freight plc|ORG]] the claimant resigned.
Against [[Dunmore Freight plc|ORG]] the claim fails.
Between [[Dunmore Freight plc|ORG]] and the union there was no agreement.
Per [[Dunmore Freight plc|ORG]], the invoice was paid.
Laut [[Hintermaier Bau GmbH|ORG]] ist die Rechnung bezahlt.
Siehe [[Hintermaier Bau GmbH|ORG]] für Einzelheiten.
Gegen [[Hintermaier Bau GmbH|ORG]] wurde Klage erhoben.
Zwischen [[Hintermaier Bau GmbH|ORG]] und dem Kläger besteht ein Vertrag.
Bei [[Hintermaier Bau GmbH|ORG]] arbeitet er seit 2010.
Vertreten durch [[Kanzlei Ostendorf & Partner mbB|ORG]] erschien niemand.
Thank you, [[Penrose Builders Ltd|ORG]], for the quote.
Dear [[Penrose Builders Ltd|ORG]], please send the invoice.
He now works for [[Beyond Retro Ltd|ORG]] in [[Brighton|GPE]].
The flat is managed by [[Plus Dane Housing Ltd|ORG]].
[[Green Valley Ltd|ORG]] is a small firm.
The respondent, trading as [[Tasty Bites|ORG]], runs a takeaway.
Mrs [[Hale|PER]] was a director of [[Northern Light Media|ORG]] until 2019.
He is the sole director of [[Quayside Print & Design|ORG]].
She trades as [[Blossom and Bloom|ORG]] from a shop in [[Ludlow|GPE]].
The business operated as [[The Cosy Corner|ORG]] until it closed.
Mr [[Reyes|PER]] (t/a [[Reyes Roofing|ORG]]) did the work.
Die Beklagte firmiert unter [[Holzwerkstatt Brenner|ORG]] in [[Kempten|GPE]].
Er betreibt unter der Firma [[Getränke Maierhofer|ORG]] einen Handel.
She was a partner in [[Ashdown Pryce|ORG]] for ten years.
The Director of Public Prosecutions decided not to prosecute.
He became a director of Studies at the college.
He was known as Mr [[Fixit|PER]] in the village.
She was a director of [[Tesco|STAY]] for a year.
He was a shareholder in the company.
The loan was arranged through [[Moneyline Finance UK|ORG]].
He borrowed from [[Swiftcash Loans UK|ORG]] in 2019.
She was insured with [[Harbourside Insurance UK|ORG]].
She volunteers for [[Age UK|STAY]] on Fridays.
He donated to [[Cancer Research UK|STAY]] and [[Amnesty International|STAY]].
The grant came from [[Sport England|STAY]].
Der Kläger war bei der [[Hintermaier Bau GmbH & Co. KG|ORG]] beschäftigt.
Die Überweisung erfolgte durch die [[Praxis Dr. Wendelin|ORG]] in [[Kempten|GPE]].
Wir haben die [[Kanzlei Ostendorf|ORG]] mit der Vertretung beauftragt.
Der Patient wurde im [[Klinikum Traunstein|ORG]] operiert.
Das Amtsgericht [[Rosenheim|GPE]] hat den Antrag abgelehnt.
Herr Dr. [[Pfeilschifter|PER]] hat den Befund erläutert.
Frau Dr. [[Annegret Zwirlein|PER]] ist die behandelnde Ärztin.
Bitte wenden Sie sich an [[Autohaus Brucklacher|ORG]] in [[Memmingen|GPE]].
Sie arbeitet bei [[Schreinerei Hafenrichter|ORG]] als Auszubildende.
Er ist Mitglied im [[TSV Oberhaching|ORG]] und im [[Schützenverein Ebersberg|ORG]].
Mein Sohn besucht die [[Grundschule am Rosenanger|ORG]].
Die [[Steuerberatung Kalmbach & Partner|ORG]] hat die Erklärung erstellt.
Die Beklagte, Frau [[Ilse Brandhuber|PER]], bestreitet den Vortrag.
Der Zeuge [[Gerold Weinzierl|PER]] wurde vernommen.
Das [[Bundesministerium der Justiz|STAY]] hat den Entwurf veröffentlicht.
Nach § 823 [[BGB|STAY]] haftet der Beklagte.
Der [[Bundesgerichtshof|STAY]] hat die Revision zurückgewiesen.
Das [[Landgericht|STAY]] hat die Klage abgewiesen.
Die [[Siemens AG|STAY]] hat ihren Sitz in [[München|GPE]].
Sie ist versichert bei der [[AOK Bayern|STAY]].
Der Antrag ging an das [[Finanzamt|STAY]] und an die [[Deutsche Rentenversicherung Bund|STAY]].
Die Pflegekraft arbeitet im [[Seniorenzentrum Haus Abendrot|ORG]].
Das Kind wurde im [[Kinderhospiz Sternenbrücke|ORG]] betreut.
Er wohnt im [[Studentenwohnheim Hafenstraße|ORG]].
Wir waren in [[Hildesheim|GPE]] Kaffee trinken.
In [[Rüsselsheim|GPE]] Opel besichtigt.
Sie arbeitet im [[Pflegeheim Haus Abendrot|ORG]] in [[Ahaus|GPE]].
Die Klägerin, Frau [[Roswitha Ebenhöh|PER]], ist Mieterin der Wohnung.
Der Beklagte zu 2), Herr [[Kuno Wiesbeck|PER]], war Geschäftsführer.
Prozessbevollmächtigte: Rechtsanwälte [[Strobl, Ganghofer & Partner mbB|ORG]]
Die Beklagte wird vertreten durch Rechtsanwältin [[Dr. Ilka Brenninger|PER]].
Der Notar [[Dr. Anselm Traxl|PER]] beurkundete den Vertrag.
Gegen die [[Hubertus Wiesmayr Transporte GmbH|ORG]], vertreten durch [[Alois Wiesmayr|PER]], wurde geklagt.
Zeugin [[Petronella Gschwendtner|PER]] bestätigte den Vortrag.
Solicitors for the Claimant: [[Harcourt Penfold & Co|ORG]]
Counsel for the Respondent: Mr [[Ambrose Tillotson|PER]], instructed by [[Wendle Marsh LLP|ORG]]
The claimant's line manager, [[Deborah Quayle|PER]], gave evidence.
The claimant's partner, [[Ffion|PER]], attended the hearing.
Evidence was given by [[Mr Oduya|PER]] and by [[Mrs Brannigan|PER]].
The claimant was examined by [[Dr Felicity Ngozi-Barr|PER]], consultant psychiatrist.
[[Whitcombe|PER]] was not a credible witness.
The claimant lives in [[Penarth|GPE]] with her two children.
The incident took place at the [[Tesco|STAY]] store on [[Holloway Road|LOC]].
The claimant worked as a carer for [[Bluebell Homecare|ORG]] from 2016.
She was a cleaner at [[Sparkle & Shine Cleaning Services|ORG]] for two years.
He rented the unit from [[Kestrel Park Estates|ORG]] in 2018.
Mr [[Obi|PER]] was a director of [[Obi Consulting Limited|ORG]] and of [[Northern Light Media|ORG]].
She was referred by [[Ridgeway Surgery|ORG]] to a consultant.
He was a member of [[Hawkswood Golf Club|ORG]] for twenty years.
The children attend [[Little Acorns Nursery|ORG]] on weekdays.
The boy plays for [[Elmfield Juniors FC|ORG]] at weekends.
The firm [[Gadsby Wicks|ORG]] acted for the claimant.
She instructed [[Tollworth Solicitors|ORG]] in March.
The nurse was employed by [[Sunrise Healthcare Recruitment Ltd|ORG]] and placed at [[Oakwood Lodge Care Home|ORG]].
The tenant complained to [[Weaver Vale Housing Trust|ORG]] about damp.
He was employed at the [[Fairfield Hotel|ORG]] as a chef.
The contract with [[Kingsway Academy Trust|ORG]] ended in July.
She was a volunteer at [[St Luke's Hospice|ORG]] in [[Basildon|GPE]].
Die Klägerin war bei der [[Pflegedienst Sonnenschein GmbH|ORG]] angestellt.
Die Wohnung wurde von der [[Wohnungsbaugenossenschaft Lindenau eG|ORG]] vermietet.
Die Tochter besucht die [[Kita Regenbogen|ORG]] in der Nachbarschaft.
Der Sohn spielt beim [[FC Rot-Weiß Oberweiler|ORG]].
Die Rechnung stammt von der [[Elektro Brandl GmbH|ORG]].
Er ist Gesellschafter der [[Brandl Immobilien GbR|ORG]].
Sie ließ sich von der [[Anwaltskanzlei Dr. Fenske & Kollegen|ORG]] beraten.
Die Behandlung erfolgte in der [[Gemeinschaftspraxis Dr. Ullrich und Dr. Saran|ORG]].
Der Patient wurde in die [[Helios Klinik Bad Lauterberg|ORG]] verlegt.
Er absolvierte eine Ausbildung bei der [[Raiffeisenbank Mittelfranken West eG|ORG]].
Sie ist Mitglied im [[Kleingartenverein Am Mühlbach e.V.|ORG]].
Die Firma [[Kettler Fensterbau|ORG]] hat die Fenster eingebaut.
Der Auftrag ging an [[Bauunternehmen Wiesinger|ORG]].
Er war Schüler am [[Gymnasium Marktbreit|ORG]].
"""

HELD_OUT = """
The claimant was employed by [[Thorncliffe Tyres Ltd|ORG]] as a fitter.
She bought the car from [[Pennock Motors Limited|ORG]] in [[Stockport|GPE]].
See [[Ravenhill Joinery Ltd|ORG]] for the original invoice.
Following [[Castlegate Vending plc|ORG]]'s restructuring, he was made redundant.
Dear [[Holbeck Print Services Ltd|ORG]], we enclose the signed contract.
In [[Fairbrother|PER]] v [[Lynton Quarries Ltd|ORG]] the employer was held liable.
The decision in R v [[Mbatha|PER]] was distinguished.
[[Oyelaran|PER]] v [[Secretary of State for the Home Department|STAY]] concerned a deportation.
The tribunal followed [[Greaves|PER]] v. [[Morland|PER]] on this point.
The respondent trades as [[Pickles and Pies|ORG]] from a unit in [[Barnsley|GPE]].
Mr [[Lucan Fairweather|PER]] (t/a [[Fairweather Fencing|ORG]]) built the wall.
He was a director of [[Blue Heron Studios|ORG]] until 2020.
The Claimant, Mrs [[Haverstock|PER]], was a teaching assistant at [[Moorside Infant School|ORG]].
Ms [[Ottoline Prewitt|PER]] (the Second Respondent) managed the shop.
She was treated at [[Kirkbridge General Hospital|ORG]] after the fall.
The tenancy was with [[Calder Moor Housing Association|ORG]].
The [[Financial Ombudsman Service|STAY]] upheld the complaint.
The [[Department for Transport|STAY]] published the figures.
The appeal was heard by the [[Court of Appeal|STAY]].
The match was [[France|STAY]] v [[Italy|STAY]] on Saturday.
The eternal question: Cats vs Dogs.
Mit der [[Bäckerei Hufnagl GmbH & Co. KG|ORG]] wurde ein Vergleich geschlossen.
Laut [[Spedition Obermüller GmbH|ORG]] wurde die Ware am Montag geliefert.
Gegen die [[Wirthensohn Haustechnik GmbH|ORG]] ergeht folgendes Urteil.
In der Sache [[Pfaffinger|PER]] ./. [[Rothbauer|PER]] wird die Verhandlung vertagt.
Die Beklagte firmiert unter [[Blumen Ederer|ORG]] am Marktplatz.
Sie lebt seit März im [[Seniorenstift Haus Birkenhain|ORG]].
Das Kind wird im [[Kinderhospiz Regenbogenland|ORG]] betreut.
Die Klägerin, Frau [[Hiltrud Salzmann|PER]], war dort als Pflegehelferin tätig.
Die Überweisung kam von der [[Praxis Dr. Wimmersberger|ORG]] in [[Traunreut|GPE]].
Der [[Bundesgerichtshof|STAY]] hat die Revision zugelassen.
Die [[Deutsche Rentenversicherung|STAY]] hat den Antrag abgelehnt.
Der Kredit lief über [[Pennyworth Finance UK|ORG]].
Die Pflegeheime in Bayern sind voll.
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--half", choices=("dev", "held-out"), default="dev")
    parser.add_argument("--list", action="store_true", help="every miss and false proposal (dev half only)")
    args = parser.parse_args()
    if args.list and args.half != "dev":
        sys.exit("--list lists the dev half only")
    settings = Settings()
    private = found = stay = lost = false = beyond = 0
    for k, (text, spans) in enumerate(sentences(DEV if args.half == "dev" else HELD_OUT)):
        got = replaced(k, text, settings)
        for start, end, category in spans:
            hit = any(s < end and start < e for s, e, _ in got)
            if category == "STAY":
                stay += 1
                lost += hit
            else:
                private += 1
                found += hit
            if args.list and hit == (category == "STAY"):
                print(f"  {'REPLACED' if hit else 'MISS'}: {text[start:end]}  <- {text}")
        for s, e, value in got:
            overlapped = [(start, end) for start, end, _ in spans if s < end and start < e]
            if not overlapped:
                false += 1
                if args.list:
                    print(f"  FALSE: {value}  <- {text}")
            elif s < min(start for start, _ in overlapped) or e > max(end for _, end in overlapped):
                beyond += 1
                if args.list:
                    print(f"  BEYOND: {value}  <- {text}")
    print("| half | private names | replaced | must stay | replaced (should stay) | false proposals | beyond |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print(f"| {args.half} | {private} | {found} ({found / private:.2f}) | {stay} | {lost} | {false} | {beyond} |")


if __name__ == "__main__":
    main()
