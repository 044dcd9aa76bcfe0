/** The demo project's VAPID public key (the local emulators' pair, scripts/emulators.mjs); a deploy sets VITE_VAPID_PUBLIC_KEY. */
export const DEMO_VAPID_PUBLIC_KEY = 'BEIgNb6xazvmelPRmEKfy2NDZ2O6cU2Az_K-RzgB4iFU23-fhvMAT5cJXew1RH2VVb0Ds7W-pX4V4zeqRCXkHjE'
