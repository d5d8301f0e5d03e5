/** The device keys that hold cycles (spec 3 §7), apart from their schemas (decision 0102). */
export const CYCLE_KEY = /^(cycle-|meilleur-cycle-)(0-6|6-12|12-18)$|^cycles-v2-data$|^saved-cycles$/;
