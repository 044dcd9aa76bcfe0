/** The demo project's public VAPID key, for the local emulators (scripts/emulators.mjs gives the functions its pair). */
export const DEMO_VAPID_PUBLIC_KEY = 'BEIgNb6xazvmelPRmEKfy2NDZ2O6cU2Az_K-RzgB4iFU23-fhvMAT5cJXew1RH2VVb0Ds7W-pX4V4zeqRCXkHjE'
