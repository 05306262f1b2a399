import { describe, expect, it } from "vitest";
import { peopleImportDef } from "../imports/peopleImport.ts";
import { importLabelOf } from "./importFields.ts";
import { RESOURCE_LIST, RESOURCES } from "./registry.ts";
import { hasAction } from "./resourceDef.ts";

const importable = RESOURCE_LIST.filter((def) => hasAction(def, "import"));

describe("what an import calls the records it fills", () => {
  it("never names two importable resources alike, in either language", () => {
    for (const locale of ["pt-BR", "en"] as const) {
      const labels = [peopleImportDef(), ...importable].map((def) => importLabelOf(def)[locale]);
      const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
      expect(repeated, locale).toEqual([]);
    }
  });

  it("tells resources of one name apart by where they live, and leaves the others as they are", () => {
    expect(importLabelOf(RESOURCES.competitiondocuments!)["pt-BR"]).toBe("Documentos exigidos (competições)");
    expect(importLabelOf(RESOURCES.registerdocuments!)["pt-BR"]).toBe(
      "Documentos exigidos (tipos de registro)",
    );
    expect(importLabelOf(RESOURCES.registerstyles!)["pt-BR"]).toBe("Modalidades (tipos de registro)");
    // No parent: the menu group it sits in.
    expect(importLabelOf(RESOURCES.sports!)["pt-BR"]).toBe("Modalidades (ferramentas administrativas)");
    expect(importLabelOf(RESOURCES.competitiondocuments!).en).toBe("Required documents (competitions)");
    expect(importLabelOf(RESOURCES.countries!)).toEqual(RESOURCES.countries!.label.many);
  });
});
