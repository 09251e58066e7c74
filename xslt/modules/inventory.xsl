<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: mode teianon:inventory (parameter task="inventory"): instead of the document, the list
  of what the replacement would touch, after the corpus policy. teianon reads it to choose
  surrogates and to check for names shared by participants; one place decides what a reference is.

    <inventory xmlns="urn:x-teianon:xslt">
      <participant key="lela2" id="A03" sex="female" role="participant" replaced="true">
        <name>lela2</name></participant>
      <post id="m12" who="A04" document="1"/>                 (every post with @who, in order)
      <reference category="NICK" participant="lela2" document="1" thread="" post="m12" who="A04" lang="de">Lela</reference>
      (a reference whose tokens' lemma, norm, orig or reg spell it otherwise: <spelling>…</spelling>
      after its text, one a spelling)
    </inventory>
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:mode name="teianon:inventory" on-no-match="deep-skip"/>

  <!-- @excluded: how many documents of the input the policy left out; @corpus on what a
       teiCorpus header holds (listed first). -->
  <xsl:template match="/" mode="teianon:inventory">
    <teianon:inventory excluded="{count($teianon:input//tei:TEI) - count(//tei:TEI)}">
      <xsl:for-each select="//tei:particDesc//tei:person">
        <teianon:participant key="{teianon:participant-key(.)}" id="{(@xml:id, @id)[1]}"
                             corpus="{exists(ancestor::tei:teiHeader/parent::tei:teiCorpus)}"
                             sex="{teianon:sex(.)}" role="{normalize-space(@role)}"
                             lang="{ancestor-or-self::*[@xml:lang][1]/@xml:lang}"
                             replaced="{not(teianon:is-unreplaced-person(.))}">
          <xsl:for-each select=".//tei:persName[not(ancestor::tei:persName)][normalize-space()][not(teianon:is-placeholder(string(.)))]
                                ! (if (teianon:name-parts(.)) then teianon:name-parts(.)[not(teianon:is-placeholder(string(.)))] else .)">
            <teianon:name>
              <!-- A surname part: its surrogate is drawn from surnames (pseudonym mode). -->
              <xsl:if test="self::tei:surname">
                <xsl:attribute name="part" select="'surname'"/>
              </xsl:if>
              <xsl:value-of select="normalize-space(.)"/>
            </teianon:name>
          </xsl:for-each>
        </teianon:participant>
      </xsl:for-each>
      <xsl:for-each select="//tei:TEI | //tei:teiCorpus">
        <xsl:variable name="scope" as="element()" select="."/>
        <xsl:variable name="document" as="xs:integer" select="teianon:preceding-documents(.) + 1"/>
        <xsl:for-each select="self::tei:TEI//*[local-name() = ('post', 'posting')][@who]">
          <teianon:post id="{(@xml:id, @id)[1]}" who="{replace(normalize-space(@who), '^#', '')}" document="{$document}"/>
        </xsl:for-each>
        <xsl:for-each select="teianon:references(.)">
          <xsl:variable name="person" as="element(tei:person)?" select="teianon:person(.)"/>
          <xsl:variable name="post" as="element()?" select="ancestor::*[local-name() = ('post', 'posting')][1]"/>
          <teianon:reference category="{teianon:reference-category(.)}" document="{$document}"
                             corpus="{exists($scope/self::tei:teiCorpus)}"
                             thread="{(ancestor::tei:div[lower-case(@type) = 'thread'][1]/(@xml:id, @id, @n)[1], '')[1]}"
                             post="{($post/@xml:id, $post/@id)[1]}" who="{replace(normalize-space($post/@who), '^#', '')}"
                             lang="{ancestor-or-self::*[@xml:lang][1]/@xml:lang}">
            <xsl:if test="exists($person)">
              <xsl:attribute name="participant" select="teianon:participant-key($person)"/>
            </xsl:if>
            <xsl:value-of select="teianon:original(.)"/>
            <xsl:for-each select="teianon:token-spellings(.)">
              <teianon:spelling>
                <xsl:value-of select="."/>
              </teianon:spelling>
            </xsl:for-each>
          </teianon:reference>
        </xsl:for-each>
      </xsl:for-each>
    </teianon:inventory>
  </xsl:template>

</xsl:stylesheet>
