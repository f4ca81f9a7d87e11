import { useLanguages } from '#web/features/catalog/api/get-languages.ts';
import { useSectors } from '#web/features/catalog/api/get-sectors.ts';
import { useSkills } from '#web/features/catalog/api/get-skills.ts';
import { MyProfile } from '#web/features/profiles/components/my-profile.tsx';

/** 'Mon Profil' with the reference lists it chooses from (fetched once the tab is open). */
export function ProfileTab() {
  const skills = useSkills();
  const sectors = useSectors();
  const languages = useLanguages();
  return <MyProfile catalog={{ skills: skills.data, sectors: sectors.data, languages: languages.data }} />;
}
