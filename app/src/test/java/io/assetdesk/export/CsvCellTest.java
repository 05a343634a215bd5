package io.assetdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A CSV cell no spreadsheet can turn into a formula, whether it splits lines at commas or at semicolons. */
class CsvCellTest {

    @Test
    void aFormulaAfterASemicolonIsNeutralisedAndTheCellQuoted() {
        assertThat(CsvCell.of("x;=cmd|' /C calc'!A0")).isEqualTo("\"x;'=cmd|' /C calc'!A0\"");
    }

    @Test
    void formulaStartersAreNeutralisedAtTheStartAndAfterEverySeparatorFullwidthToo() {
        assertThat(CsvCell.of("=1+1")).isEqualTo("'=1+1");
        assertThat(CsvCell.of("\uff1dSUM(A1)")).isEqualTo("'\uff1dSUM(A1)");
        assertThat(CsvCell.of("@SUM(A1)")).isEqualTo("'@SUM(A1)");
        assertThat(CsvCell.of("a,+b")).isEqualTo("\"a,'+b\"");
        assertThat(CsvCell.of("a\t-b")).isEqualTo("\"a\t'-b\"");
        assertThat(CsvCell.of("a|@b")).isEqualTo("\"a|'@b\"");
    }

    @Test
    void plainTextAndNumbersStayAsTheyAre() {
        assertThat(CsvCell.of("Harbor Bank")).isEqualTo("Harbor Bank");
        assertThat(CsvCell.of("-125.50")).isEqualTo("-125.50");
        assertThat(CsvCell.of("1e5")).isEqualTo("1e5");
        assertThat(CsvCell.of(null)).isEmpty();
        assertThat(CsvCell.of("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(CsvCell.of(" padded ")).isEqualTo("\" padded \"");
    }
}
