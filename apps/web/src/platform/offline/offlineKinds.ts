/** The writes a screen may keep on the device without signal (offlineWrites.ts says how each is sent). */
export const OFFLINE_KINDS = { duelResult: "duelResult", heatMarks: "heatMarks" } as const;
