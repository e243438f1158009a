/** The scale data's accounts the bench signs in as; only these get Auth users. */
export const SCALE_ACCOUNTS = {
  heavy: {
    uid: 'scale-heavy',
    email: 'heavy@scale.groundtruth.local',
    name: 'Hana Heavy',
    role: 'creator',
  },
  admin: {
    uid: 'scale-admin',
    email: 'scale-admin@scale.groundtruth.local',
    name: 'Sasha Scale-Admin',
    role: 'admin',
  },
};
