import { Paper, Text, Title } from '@mantine/core';
import type { ParticipantProfile } from '@velo/contracts';
import type { ReactNode } from 'react';
import { profileName, transliteratedName } from '../lib/display';
import classes from '../participant-profile-page.module.css';

/**
 * The data card's frame (part 2 §2.1, §2.2): the flippable card on the left (on top on phones), the
 * name with the buttons, and the data or the form.
 */
export const ProfileHead = ({
  profile,
  card,
  actions,
  children,
}: {
  profile: ParticipantProfile;
  /** The card and, while editing, the photo controls under it. */
  card: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) => {
  const latin = transliteratedName(profile);
  return (
    <Paper component="section" aria-labelledby="profile-name" className={classes.head}>
      <div className={classes.headGrid}>
        <div className={classes.cardColumn}>{card}</div>
        <div className={classes.dataColumn}>
          <div className={classes.titleRow}>
            <div>
              <Title order={1} id="profile-name" className={classes.title}>
                {profileName(profile)}
              </Title>
              {latin ? (
                <Text c="dimmed" lang="en">
                  {latin}
                </Text>
              ) : null}
            </div>
            <div className={classes.actions}>{actions}</div>
          </div>
          {children}
        </div>
      </div>
    </Paper>
  );
};
