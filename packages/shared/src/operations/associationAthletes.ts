import { MANAGER_GUARD } from "./myAssociations.ts";
import { defineOperations } from "./operation.ts";
import { personScopeOperations } from "./personScope.ts";

/** The documents and photo of an association's athletes, kept by its managers. */
export const associationAthletesOperations = defineOperations(
  "associationAthletes",
  personScopeOperations({
    segment: "associations",
    guard: MANAGER_GUARD,
    person: "um atleta de uma entidade que a pessoa gerencia",
    personLabel: "Atleta",
  }),
);
