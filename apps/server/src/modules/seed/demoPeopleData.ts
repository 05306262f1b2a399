import { cnpjFromBody, cpfFromBase } from "@quadra/shared";

/**
 * The people of the demonstration federation (a state futsal federation of Santa Catarina): its
 * clubs, their athletes in three age groups, their managers and the federation's own staff. All
 * made up, deterministic (the same run after run, so the seed stays idempotent and tests can count
 * them) and valid where the product checks: cpf and cnpj with their check digits, phones with DDD.
 */

export type DemoClub = {
  name: string;
  short_name: string;
  cnpj: string;
  /** The city's IBGE code (found only where the regions of Brazil were seeded). */
  city_ibge: string;
  district: string;
  street: string;
  ddd: string;
  founded_at: string;
};

const club = (
  index: number,
  name: string,
  short_name: string,
  city_ibge: string,
  district: string,
  street: string,
  ddd: string,
  founded: number,
): DemoClub => ({
  name,
  short_name,
  // A made-up root per club, branch 0001 (the headquarters), check digits computed.
  cnpj: cnpjFromBody(`${String(31_450_200 + index * 1_117).padStart(8, "0")}0001`),
  city_ibge,
  district,
  street,
  ddd,
  founded_at: `${founded}-0${(index % 9) + 1}-1${index % 10}`,
});

export const DEMO_CLUBS: readonly DemoClub[] = [
  club(
    0,
    "Associação Desportiva Joinvilense de Futsal",
    "ADJ Futsal",
    "4209102",
    "América",
    "Rua Blumenau",
    "47",
    1994,
  ),
  club(1, "Blumenau Esporte Clube", "Blumenau EC", "4202404", "Velha", "Rua Itajaí", "47", 1987),
  club(
    2,
    "Associação Atlética Desterro",
    "AA Desterro",
    "4205407",
    "Trindade",
    "Rua Lauro Linhares",
    "48",
    1979,
  ),
  club(
    3,
    "Clube Esportivo Oeste Catarinense",
    "CE Oeste",
    "4204202",
    "Centro",
    "Avenida Getúlio Vargas",
    "49",
    2001,
  ),
  club(
    4,
    "Sociedade Esportiva Mineira de Criciúma",
    "SE Mineira",
    "4204608",
    "Pio Corrêa",
    "Rua Henrique Lage",
    "48",
    1968,
  ),
  club(
    5,
    "Grêmio Esportivo Jaraguaense",
    "GE Jaraguaense",
    "4208906",
    "Vila Nova",
    "Rua Walter Marquardt",
    "47",
    1983,
  ),
  club(6, "Itajaí Futsal Clube", "Itajaí FC", "4208203", "Fazenda", "Rua Uruguai", "47", 2008),
  club(
    7,
    "Associação Serrana de Esportes",
    "AS Serrana",
    "4209300",
    "Coral",
    "Avenida Belizário Ramos",
    "49",
    1991,
  ),
];

const MEN = [
  "Lucas",
  "Gabriel",
  "Matheus",
  "Pedro",
  "Guilherme",
  "Rafael",
  "Felipe",
  "Bruno",
  "Gustavo",
  "Thiago",
  "Leonardo",
  "Diego",
  "Vinícius",
  "Eduardo",
  "Rodrigo",
  "André",
  "João Vitor",
  "Caio",
  "Daniel",
  "Henrique",
  "Marcelo",
  "Samuel",
  "Igor",
  "Renan",
  "Fábio",
  "Otávio",
  "Murilo",
  "Wesley",
  "Enzo",
  "Davi",
  "Arthur",
  "Heitor",
  "Luan",
  "Kauã",
  "Nícolas",
  "Paulo",
  "Ricardo",
  "Cristiano",
  "Sérgio",
  "Anderson",
];
const WOMEN = [
  "Ana Clara",
  "Beatriz",
  "Júlia",
  "Larissa",
  "Mariana",
  "Camila",
  "Letícia",
  "Isabela",
  "Gabriela",
  "Fernanda",
  "Amanda",
  "Bruna",
  "Luana",
  "Manuela",
  "Sofia",
  "Helena",
  "Valentina",
  "Lívia",
  "Yasmin",
  "Rafaela",
  "Carolina",
  "Natália",
  "Vitória",
  "Alice",
  "Lorena",
  "Heloísa",
  "Eduarda",
  "Giovana",
  "Melissa",
  "Priscila",
];
const SURNAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Pereira",
  "Costa",
  "Rodrigues",
  "Almeida",
  "Nascimento",
  "Lima",
  "Araújo",
  "Fernandes",
  "Carvalho",
  "Gomes",
  "Martins",
  "Rocha",
  "Ribeiro",
  "Alves",
  "Monteiro",
  "Mendes",
  "Barros",
  "Freitas",
  "Barbosa",
  "Pinto",
  "Moura",
  "Cavalcanti",
  "Dias",
  "Castro",
  "Campos",
  "Cardoso",
  "Schmitt",
  "Müller",
  "Kuhn",
  "Becker",
  "Zanella",
  "Bortolotto",
  "Vieira",
  "Machado",
  "Teixeira",
  "Correia",
];

/** The three age groups of the demo's competitions, counted as federations do: age turned in the season. */
export type DemoAgeGroup = "adult" | "sub17" | "sub15";

export type DemoPerson = {
  name: string;
  cpf: string;
  email: string;
  phone: string;
  birthdate: string;
  gender: "F" | "M";
  mother_name: string;
};

export type DemoAthlete = DemoPerson & { club: number; group: DemoAgeGroup; index: number };

/** Per club: ten adult men (the futsal squad), five sub-17 boys and five sub-15 girls. */
export const ATHLETES_PER_CLUB = { adult: 10, sub17: 5, sub15: 5 } as const;
const PER_CLUB = ATHLETES_PER_CLUB.adult + ATHLETES_PER_CLUB.sub17 + ATHLETES_PER_CLUB.sub15;

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".");

/**
 * The `serial`-th made-up person: two surnames, a cpf from a base no real series uses in order, an
 * e-mail under a domain that never delivers, a mobile number with the club's DDD.
 */
const person = (serial: number, gender: "F" | "M", birthdate: string, ddd: string): DemoPerson => {
  const first = pick(gender === "F" ? WOMEN : MEN, serial * 7 + (serial >> 3));
  const middle = pick(SURNAMES, serial * 11 + 3);
  const last = pick(SURNAMES, serial * 13 + 17);
  const family = middle === last ? pick(SURNAMES, serial + 5) : middle;
  const name = `${first} ${family} ${last}`;
  return {
    name,
    cpf: cpfFromBase(String(400_000_100 + serial * 37)),
    email: `${slug(first)}.${slug(last)}.${String(serial).padStart(3, "0")}@demo.quadra.local`,
    phone: `${ddd}9${String(88_000_000 + serial * 1_231).slice(0, 8)}`,
    birthdate,
    gender,
    mother_name: `${pick(WOMEN, serial * 5 + 2)} ${family}`,
  };
};

const birthdate = (year: number, serial: number) =>
  `${year}-${String((serial % 12) + 1).padStart(2, "0")}-${String((serial % 27) + 1).padStart(2, "0")}`;

/** The 160 athletes: by club, then by age group; born relative to `season` so the groups stay true. */
export const demoAthletes = (season: number): DemoAthlete[] =>
  DEMO_CLUBS.flatMap((club, clubIndex) =>
    Array.from({ length: PER_CLUB }, (_, index) => {
      const serial = clubIndex * PER_CLUB + index;
      const group: DemoAgeGroup =
        index < ATHLETES_PER_CLUB.adult
          ? "adult"
          : index < ATHLETES_PER_CLUB.adult + ATHLETES_PER_CLUB.sub17
            ? "sub17"
            : "sub15";
      const year =
        group === "adult"
          ? season - 19 - (serial % 14)
          : group === "sub17"
            ? season - 16 - (serial % 2)
            : season - 13 - (serial % 3);
      return {
        ...person(serial, group === "sub15" ? "F" : "M", birthdate(year, serial), club.ddd),
        club: clubIndex,
        group,
        index,
      };
    }),
  );

/** Each club's president and coach (association managers), adults with their own serials. */
export const demoManagers = (season: number) =>
  DEMO_CLUBS.flatMap((club, clubIndex) =>
    (["president", "coach"] as const).map((role, roleIndex) => {
      const serial = 500 + clubIndex * 2 + roleIndex;
      return {
        ...person(
          serial,
          serial % 3 === 0 ? "F" : "M",
          birthdate(season - 38 - (serial % 20), serial),
          club.ddd,
        ),
        club: clubIndex,
        role,
      };
    }),
  );

/** The federation's office: people who work the staff screens (role Secretaria). */
export const demoStaff = (season: number) =>
  [0, 1, 2].map((index) => {
    const serial = 600 + index;
    return person(serial, index === 1 ? "M" : "F", birthdate(season - 30 - index * 6, serial), "48");
  });

/** The federation's referees (the games day's appointments name them), from all over the state. */
export const demoReferees = (season: number) =>
  (["48", "47", "49", "48"] as const).map((ddd, index) => {
    const serial = 700 + index;
    return person(serial, index % 2 ? "F" : "M", birthdate(season - 27 - index * 5, serial), ddd);
  });

/** The whole register the seed writes, in the order it writes it. */
export const demoPeople = (season: number): DemoPerson[] => [
  ...demoStaff(season),
  ...demoManagers(season),
  ...demoAthletes(season),
  ...demoReferees(season),
];
