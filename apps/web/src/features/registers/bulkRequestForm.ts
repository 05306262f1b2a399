import type {
  AssociationRequestAthlete,
  AssociationRequestsInput,
} from "@quadra/shared/contracts/associationRegisters";

/** What the manager chose for one athlete: the role, style and declared graduation. */
export type LineChoice = {
  registerrole_id: string | null;
  registerstyle_id: string | null;
  registergraduation_id: string | null;
};

export const EMPTY_CHOICE: LineChoice = {
  registerrole_id: null,
  registerstyle_id: null,
  registergraduation_id: null,
};

/** Whether an athlete may be picked: not while a request of theirs in the type waits for review. */
export const pickable = (athlete: AssociationRequestAthlete) => !athlete.pending_request;

/** The athletes whose name or masked cpf contain every term (accent- and case-free). */
export const filterAthletes = (athletes: AssociationRequestAthlete[], search: string) => {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const terms = fold(search).split(/\s+/).filter(Boolean);
  if (!terms.length) return athletes;
  return athletes.filter((athlete) => {
    const text = fold(`${athlete.name} ${athlete.cpf_masked ?? ""}`);
    return terms.every((term) => text.includes(term));
  });
};

/**
 * The body of the bulk request, the picked athletes in the order of the list (the server answers a
 * refused athlete by this order: `athletes.<index>.<field>`), and that order to map the answer back.
 */
export const bulkBody = ({
  typeId,
  athletes,
  picked,
  choices,
}: {
  typeId: string;
  athletes: AssociationRequestAthlete[];
  picked: ReadonlySet<string>;
  choices: ReadonlyMap<string, LineChoice>;
}): { body: AssociationRequestsInput; order: string[] } => {
  const order = athletes.filter((athlete) => picked.has(athlete.user_id)).map((athlete) => athlete.user_id);
  return {
    order,
    body: {
      registertype_id: typeId,
      athletes: order.map((userId) => {
        const choice = choices.get(userId) ?? EMPTY_CHOICE;
        return {
          user_id: userId,
          // An unchosen role is sent empty, so the server names the line that lacks it.
          registerrole_id: choice.registerrole_id ?? "",
          registerstyle_id: choice.registerstyle_id,
          registergraduation_id: choice.registergraduation_id,
        };
      }),
    },
  };
};

/**
 * The server's answer of a refused list, by athlete: `athletes.<i>.<field>` goes to the i-th picked
 * athlete; anything else (the type, the list itself) stays for the form's top.
 */
export const errorsByAthlete = (errors: Record<string, string>, order: string[]) => {
  const lines = new Map<string, string[]>();
  const general: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^athletes\.(\d+)(?:\.|$)/.exec(path);
    const userId = match ? order[Number(match[1])] : undefined;
    if (userId) lines.set(userId, [...(lines.get(userId) ?? []), message]);
    else general[path] = message;
  }
  return { lines, general };
};
