package grid.io;

import grid.testkit.LzBombs;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * lz-string's base64 coding: compressing the published JSON gives the published payload exactly, and
 * decompressing undoes compressing on seeded random texts (ASCII, and UTF-16 units past 255).
 */
class LzStringTest {

    @Test
    void compressingThePublishedJsonGivesThePublishedPayload() throws Exception {
        Path dir = Path.of("src", "test", "resources", "fpuzzles-links");
        for (String stem : new String[]{"classic-ripples", "diagonal-pcdoku-x-sudoku",
            "killer-sudocle-issue-245-booklet-killer", "killer-minimal-6x6-killer-sudoku"}) {
            String payload = FPuzzlesLink.payload(Files.readString(dir.resolve(stem + ".link")));
            assertThat(LzString.compressToBase64(Files.readString(dir.resolve(stem + ".json")))).as(stem)
                    .isEqualTo(payload);
        }
    }

    @Test
    void decompressUndoesCompressOnSeededTexts() {
        Random random = new Random(13);
        for (int round = 0; round < 300; round++) {
            int length = random.nextInt(400);
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < length; i++) {
                text.append(round % 3 == 0 ? (char) (0x100 + random.nextInt(0x2000)) : (char) ('a' + random.nextInt(4)));
            }
            String packed = LzString.compressToBase64(text.toString());
            assertThat(packed.length() % 4).isZero();
            assertThat(LzString.decompressFromBase64(packed)).as("round %d", round).isEqualTo(text.toString());
        }
    }

    @Test
    void aBombIsRefusedOnceItsTextPassesTheLimitAndASmallRunDecodes() {
        // 40 growing phrases: 1 + 2 + ... + 41 units of 'a'
        assertThat(LzString.decompressFromBase64(LzBombs.run('a', 40))).isEqualTo("a".repeat(41 * 42 / 2));
        // some 100 KB of payload that would decode to about 10^9 characters, as a message to serve could
        String bomb = LzBombs.run('a', 45_000);
        assertThat(bomb.length()).isBetween(90_000, 140_000);
        assertThatThrownBy(() -> LzString.decompressFromBase64(bomb)).isInstanceOf(LzString.TooLongException.class)
                .hasMessageContaining("4 MiB");
        assertThatThrownBy(() -> LzString.decompressFromBase64(LzBombs.run('a', 40), 100))
                .isInstanceOf(LzString.TooLongException.class);
        assertThat(LzString.decompressFromBase64(LzBombs.run('a', 40), 861)).hasSize(861);
    }
}
