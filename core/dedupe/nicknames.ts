/**
 * Given names and the short forms people go by, one group per line, the formal name first. Common
 * English and Dutch forms; a short form in several groups (Chris, Pat) stands for each of their names.
 */
const GROUPS: readonly string[] = [
  "robert bob bobby rob robbie robby bert",
  "william bill billy will willy willem wim liam",
  "richard rick ricky dick rich richie",
  "edward ed eddie eddy ted teddy ward",
  "james jim jimmy jamie",
  "john johnny jack jon",
  "johannes johan jan hans hannes",
  "joseph joe joey jos sjef",
  "michael mike mikey mick micky michel",
  "thomas tom tommy thom",
  "charles charlie chuck chas karel",
  "christopher chris kit topher",
  "christine chris chrissy tine tina",
  "daniel dan danny daan",
  "david dave davy",
  "anthony tony antonius toon",
  "andrew andy drew",
  "alexander alex sasha sander lex",
  "alexandra alex sandra lexie",
  "benjamin ben benny",
  "nicholas nick nicky nico klaas",
  "matthew matt matty",
  "patrick pat paddy",
  "patricia pat patty trish tricia",
  "peter pete piet",
  "samuel sam sammy",
  "stephen steve stevie steven",
  "timothy tim timmy",
  "gerald gerry jerry",
  "gerardus gerard gert geert",
  "lawrence larry laurens",
  "ronald ron ronnie",
  "donald don donnie",
  "kenneth ken kenny",
  "frederick fred freddy frits",
  "francis frank frankie frans",
  "henry harry hank hendrik henk",
  "jacob jake jaap koos",
  "cornelis kees cor",
  "margaret maggie meg peggy greta margriet",
  "elizabeth liz lizzy beth betty eliza elise liesbeth",
  "katherine kate katie kathy cathy catherine kathryn kitty",
  "jennifer jen jenny",
  "jessica jess jessie",
  "susan sue suzy susie",
  "deborah deb debbie",
  "rebecca becky becca",
  "victoria vicky tori",
  "barbara barb babs",
  "dorothy dot dottie",
  "abigail abby",
  "amanda mandy",
  "samantha sam sammy",
  "cynthia cindy",
  "kimberly kim",
  "pamela pam",
  "judith judy",
  "theresa terry tess tessa",
  "josephine jo josie fien",
  "johanna jo anneke hanna",
  "wilhelmina mina willemijn",
  "candace candy kandace",
  "darlene darla",
  "mary marie maria mia",
  "anna ann anne annie",
  "annabelle anabella annabel bella",
];

/** Each name or short form → the formal names it can stand for (Pat: Patrick and Patricia). */
const FORMAL: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of GROUPS) {
    const names = group.split(" ");
    const formal = names[0] ?? "";
    for (const name of names) {
      const known = map.get(name);
      if (!known) map.set(name, [formal]);
      else if (!known.includes(formal)) known.push(formal);
    }
  }
  return map;
})();

/** Readings of a multi-word name kept: "Chris Alex Sam" has eight, two are plenty to compare. */
const MAX_READINGS = 4;

/**
 * "Bob Smith" → ["robert smith"]: each word that is a known given name or short form becomes its formal
 * name. A short form of several names gives each reading ("Pat" → patrick, patricia): Pat is as much
 * Patricia's name as Patrick's. Null when no word is in the table.
 */
export function formalGivenNames(value: string): string[] | null {
  let known = false;
  let readings: string[] = [""];
  for (const word of value.toLowerCase().split(/\s+/)) {
    const formal = FORMAL.get(word);
    if (formal) known = true;
    const next: string[] = [];
    for (const reading of readings)
      for (const name of formal ?? [word]) next.push(reading === "" ? name : `${reading} ${name}`);
    readings = next.slice(0, MAX_READINGS);
  }
  return known ? readings : null;
}

/** Whether a lower-case word is a given name or short form in the table. */
export function isKnownGivenName(word: string): boolean {
  return FORMAL.has(word);
}
