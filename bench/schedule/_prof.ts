import { proposeSchedule } from "@quadra/engine";
import { benchEdition } from "./edition.ts";

const p = benchEdition();
for (let i = 0; i < 8; i++) proposeSchedule(p);
