import { describe, expect, it } from "vitest";
import { reminderMessage } from "./expirySweep.ts";

const reminder = {
  number: "SOC-2026-00002",
  type_name: "Sócios do clube",
  ends_on: "2026-12-16",
  days: 20,
  name: "Priscila Araújo",
  email: "priscila@example.com",
  phone: null,
};

describe("the renewal reminder's text", () => {
  it("names a membership with its feminine article", () => {
    const message = reminderMessage(
      { ...reminder, wording: { entry: "Sua associação", subject: "sua associação" } },
      "Federação Demonstração",
    );
    expect(message.subject).toBe("Federação Demonstração: sua associação vence em 16/12/2026");
    expect(message.text).toContain(
      'Sua associação SOC-2026-00002 em "Sócios do clube" vale até 16/12/2026 (faltam 20 dias).',
    );
  });

  it("names a register entry as the affiliation it is, and counts the last day", () => {
    const message = reminderMessage(
      { ...reminder, days: 1, wording: { entry: "Seu registro", subject: "sua filiação" } },
      "Federação Demonstração",
    );
    expect(message.subject).toBe("Federação Demonstração: sua filiação vence em 16/12/2026");
    expect(message.text).toContain(
      'Seu registro SOC-2026-00002 em "Sócios do clube" vale até 16/12/2026 (falta 1 dia).',
    );
  });
});
