import type { RegulationRecord, SavePointsInput, SaveSequencesInput } from "@quadra/shared";
import { regulations } from "@quadra/shared/resources/catalog/competitionRules";
import { regulationsApi } from "../../platform/api/operations/regulations.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { recordQueryKey } from "../resources/recordQuery.ts";

/** Query keys of the regulations' screens; a regulation's key is the generic record's, so both refresh. */
export const REGULATION_QUERIES = {
  presets: ["regulations", "presets"] as const,
  criteria: ["regulations", "criteria"] as const,
  one: (id: string) => recordQueryKey(regulations.name, id),
};

const records = resourceClient<RegulationRecord>(regulations);

export const fetchRegulation = (id: string) => records.get(id);
export const fetchPresets = () => regulationsApi.presets();
export const fetchCriteria = () => regulationsApi.criteria();
export const createFromPreset = ({ preset, name }: { preset: string; name: string }) =>
  regulationsApi.fromPreset({ params: { preset }, body: { name } });
export const savePoints = ({ id, body }: { id: string; body: SavePointsInput }) =>
  regulationsApi.savePoints({ params: { id }, body });
export const saveSequences = ({ id, body }: { id: string; body: SaveSequencesInput }) =>
  regulationsApi.saveSequences({ params: { id }, body });
